import { serveAsset } from "@/server/storage/product-handlers";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ bucket: string; key: string }> };

/** GET /api/storage/<bucket>/<key>: the file, immutably cached (server/storage/handle-serve.ts). */
export async function GET(request: Request, context: Context) {
  const { bucket, key } = await context.params;
  return serveAsset(request, bucket, key);
}

export async function HEAD(request: Request, context: Context) {
  const { bucket, key } = await context.params;
  return serveAsset(request, bucket, key);
}
