import "server-only";

/**
 * Database failures that say nothing about the function or its arguments (connection
 * lost, server shutting down, too many connections). They must not become a failed
 * result the client gives up on: the socket closes with 1011 "InternalServerError" so the
 * client reconnects with backoff and resends its mutations, and an update pass retries.
 */
const TRANSIENT_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
]);

export function isTransientDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (code.startsWith("08") || TRANSIENT_CODES.has(code))) return true;
  return /Connection terminated|Client has encountered a connection error|connection is closed/i.test(
    error.message,
  );
}
