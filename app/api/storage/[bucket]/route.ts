import { uploadAsset } from "@/server/storage/product-handlers";

export const dynamic = "force-dynamic";

/** POST /api/storage/<media|icons>: upload an image (server/storage/handle-upload.ts). */
export async function POST(request: Request, context: { params: Promise<{ bucket: string }> }) {
  const { bucket } = await context.params;
  return uploadAsset(request, bucket);
}
