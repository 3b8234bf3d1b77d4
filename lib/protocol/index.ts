/**
 * The sync wire protocol: Convex's, as spoken by the official `convex` client.
 *
 * Protocol history (the client names its version in the URL, /api/<version>/sync; we
 * accept any and do not gate features on it):
 * - 2026-11-21: baseline convex@1.48.0 (PROTOCOL.md). No TransitionChunk (results stay
 *   well under 5 MB), journals always null.
 */
export const PROTOCOL_BASELINE_CLIENT_VERSION = "1.48.0";

export * from "./client-messages";
export * from "./server-messages";
export * from "./u64";
