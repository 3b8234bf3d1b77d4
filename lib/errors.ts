import { ConvexError } from "convex/values";

/**
 * One error vocabulary (STYLE.md §4). Callers branch on `code`; the message is shown to
 * users. Travels to clients as ConvexError data `{ code, message }`.
 */
export const APP_ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_ARGUMENT: 400,
  /** An upload over its bucket's size limit (lib/storage/limits.ts). */
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;
export type AppErrorData = { code: AppErrorCode; message: string };

export class AppError extends Error {
  readonly code: AppErrorCode;

  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = "AppError";
    this.code = code;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  toData(): AppErrorData {
    return { code: this.code, message: this.message };
  }
}

const codes = new Set(Object.keys(APP_ERROR_STATUS));

/** The `{code, message}` carried by a ConvexError from our server, if it is one. */
export function getAppErrorData(error: unknown): AppErrorData | undefined {
  if (!(error instanceof ConvexError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null) return undefined;
  const { code, message } = data as Record<string, unknown>;
  if (typeof code !== "string" || !codes.has(code) || typeof message !== "string") return undefined;
  return { code: code as AppErrorCode, message };
}

/** A message fit for a toast: the app's own message, or a generic one. */
export function getErrorMessage(error: unknown): string {
  return getAppErrorData(error)?.message ?? "Something went wrong. Please try again.";
}
