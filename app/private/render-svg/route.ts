import { buildLogoSvg } from "@/lib/brand/logo-svg";
import { parseRenderSvgParams } from "@/lib/brand/render-svg-params";

// SPEC §2: never cached, so the response is built on every request.
export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const result = parseRenderSvgParams(new URL(request.url).searchParams);
  if (!result.ok) {
    return Response.json(
      { code: "INVALID_ARGUMENT", message: result.message },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return new Response(buildLogoSvg(result.params), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "no-store, max-age=0",
    },
  });
}
