import { createHash } from "node:crypto";

interface ManifestEntryLike {
  url: string;
  revision?: string | null;
  integrity?: string;
  size: number;
}

/**
 * The /fallback HTML names this build's content-hashed chunks, so a hash over the precached
 * static entries changes exactly when the shell can change. Deterministic, unlike a random
 * id, so replicas built from the same sources serve byte-identical workers.
 */
export function computeFallbackRevision(entries: readonly ManifestEntryLike[]): string {
  const hash = createHash("sha256");
  for (const entry of [...entries].sort((a, b) => a.url.localeCompare(b.url))) {
    hash.update(`${entry.url}\n${entry.revision ?? ""}\n`);
  }
  return hash.digest("hex").slice(0, 32);
}

/** Serwist manifest transform appending the offline shell with that revision. */
export function appendFallbackEntry(url: string) {
  return (entries: ManifestEntryLike[]) => ({
    manifest: [...entries, { url, revision: computeFallbackRevision(entries), size: 0 }],
    warnings: [],
  });
}
