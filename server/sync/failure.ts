import "server-only";
import { ConvexError, convexToJson, type JSONValue, type Value } from "convex/values";
import * as z from "zod";
import { AppError } from "@/lib/errors";

/** A failed function call as it goes on the wire: a message and optional ConvexError data. */
export type Failure = { message: string; errorData?: JSONValue };

export const SERVER_ERROR_MESSAGE = "Server error";

/**
 * Application errors keep their `{code, message}`; zod failures become INVALID_ARGUMENT
 * with a readable message; anything else is logged and shown as a generic message so
 * internals never leak.
 */
export function toFailure(error: unknown, path: string): Failure {
  if (error instanceof AppError) return { message: error.message, errorData: error.toData() };
  if (error instanceof z.ZodError) {
    const data = new AppError("INVALID_ARGUMENT", `Invalid arguments: ${z.prettifyError(error)}`);
    return { message: data.message, errorData: data.toData() };
  }
  if (error instanceof ConvexError) {
    return { message: error.message, errorData: convexToJson(error.data as Value) };
  }
  console.error(`[sync] ${path} failed:`, error);
  return { message: SERVER_ERROR_MESSAGE };
}

export function notFoundFailure(path: string): Failure {
  const error = new AppError("NOT_FOUND", `Could not find public function for '${path}'`);
  return { message: error.message, errorData: error.toData() };
}
