import path from "node:path";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_FALLBACK_URL } from "@/lib/pwa/constants";
import { appendFallbackEntry } from "@/lib/pwa/fallback-revision";

/**
 * GET /sw.js: the service worker, bundled from lib/pwa/service-worker.ts with this build's
 * precache manifest at `next build` (a static route, so the file is fixed per build).
 * Cache-Control for it is set in next.config.ts headers().
 */
const serwist = createSerwistRoute({
  swSrc: path.join(process.cwd(), "lib/pwa/service-worker.ts"),
  // Native esbuild is already a dependency; esbuild-wasm would be another 10 MB.
  useNativeEsbuild: true,
  // A map would be served as /sw.js.map, which this fixed route does not serve.
  esbuildOptions: { sourcemap: false },
  manifestTransforms: [appendFallbackEntry(OFFLINE_FALLBACK_URL)],
});

export const dynamic = "force-static";
export const revalidate = false;

export function GET(request: Request) {
  // createSerwistRoute is written for app/serwist/[path]; this fixed segment is its "sw.js".
  return serwist.GET(request, { params: Promise.resolve({ path: "sw.js" }) });
}
