/**
 * The sync socket lives at `/api/<client version>/sync`, optionally under a path prefix
 * (reverse proxies), and tolerates the double slash a trailing-slash deployment URL gives.
 */
const SYNC_PATH = /^(?:\/[^?#]*)?\/api\/[^/?#]+\/sync\/?(?:[?#].*)?$/;

export function isSyncPath(url: string | undefined): boolean {
  return typeof url === "string" && SYNC_PATH.test(url);
}
