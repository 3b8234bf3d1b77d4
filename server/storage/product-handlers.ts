import "server-only";
import { getDb } from "@/db/client";
import { getAuth } from "@/lib/auth";
import { getStorage } from "./get-storage";
import { createServeHandler } from "./handle-serve";
import { createUploadHandler } from "./handle-upload";

/** The product's upload and serve handlers: process-wide database, auth and storage. */
export const uploadAsset = createUploadHandler({
  getDb,
  getStorage,
  async getUserId(headers) {
    const session = await getAuth().api.getSession({ headers });
    return session?.user.id ?? null;
  },
});

export const serveAsset = createServeHandler({ getStorage });
