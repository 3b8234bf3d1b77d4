import "server-only";
import { AppError } from "@/lib/errors";

/** `{ code, message }` with the code's HTTP status; unknown errors are logged, never shown. */
export function toJsonError(error: unknown, what: string): Response {
  if (error instanceof AppError) {
    return Response.json(error.toData(), {
      status: error.status,
      headers: { "Cache-Control": "no-store" },
    });
  }
  console.error(`[storage] ${what} failed:`, error);
  return Response.json(
    { code: "INTERNAL", message: `The ${what} failed. Please try again.` },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}
