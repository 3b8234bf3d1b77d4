import "server-only";

/** Postgres unique_violation, as thrown by pg directly or wrapped by Drizzle (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && typeof e === "object" && i < 3; i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
