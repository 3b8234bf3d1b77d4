import "server-only";
import { getDb } from "@/db/client";
import { enqueueRun } from "@/server/runner/enqueue-run";
import { DEFAULT_COMMIT_CHANNEL } from "@/server/sync/announce-writes";
import type { FiringDeps } from "./fire-automation";

/** What firing needs in the running product: the process's pool, the real runner queue. */
export function getProductFiringDeps(): FiringDeps {
  return { db: getDb(), channel: DEFAULT_COMMIT_CHANNEL, now: Date.now, enqueue: enqueueRun };
}
