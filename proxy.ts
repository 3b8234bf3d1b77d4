import { type NextRequest, NextResponse } from "next/server";
import { getEnvironmentFromUserAgent } from "@/lib/environment";
import { decideSavedFiltersRestore } from "@/lib/filters/restore-saved-filters";
import { savedFiltersCookieName } from "@/lib/filters/saved-filters";

/** Request header carrying pathname + search, for server layouts that build a callback URL. */
export const DECKBOT_PATH_HEADER = "x-deckbot-path";

/**
 * Next 16's middleware (runs on Node). Navigation conveniences only: saved search filters
 * (SPEC §2) and the native environment marker (SPEC §1). A client can send or omit any
 * header, so nothing here is an authorization decision.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (pathname === "/") {
    const area = getEnvironmentFromUserAgent(request.headers.get("user-agent"));
    if (area !== "web") return NextResponse.redirect(new URL(`/${area}`, request.url), 307);
  }

  const cookieName = savedFiltersCookieName(pathname);
  const decision = decideSavedFiltersRestore({
    pathname,
    searchParams,
    cookie: request.cookies.get(cookieName)?.value,
  });
  if (decision.action === "redirect") {
    const target = request.nextUrl.clone();
    target.search = decision.search;
    return NextResponse.redirect(target, 307);
  }

  const headers = new Headers(request.headers);
  headers.set(DECKBOT_PATH_HEADER, pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  if (decision.action === "clear") response.cookies.delete(cookieName);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not API routes, build assets, the service worker or static files.
      source:
        "/((?!api/|_next/static|_next/image|sw\\.js|favicon\\.ico|.*\\.(?:png|jpg|svg|ico|webmanifest|txt|xml|js|css|map)$).*)",
      // Next strips the router's prefetch headers before the proxy runs, so prefetches are
      // excluded here (SPEC §2: restore filters before loading, not when only preloading).
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
        { type: "header", key: "sec-purpose", value: "(.*)prefetch(.*)" },
      ],
    },
  ],
};
