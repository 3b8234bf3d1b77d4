import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { JSONValue } from "convex/values";
import * as z from "zod";
import { impersonatedIdentity } from "@/lib/protocol/client-messages";
import type { Identity } from "@/server/functions/define";
import { canonicalizePath } from "@/server/functions/registry";
import type { ConnectionDeps } from "./connection";
import { type CallOutcome, runAction, runQueryOnce } from "./run-action";
import { runMutation } from "./run-mutation";
import { AuthFailure } from "./verify-token";

/**
 * `POST /api/query|mutation|action` in Convex's HTTP shape (ConvexHttpClient,
 * convex/nextjs): `{path, format, args: [encoded]}` → 200 `{status:"success", value,
 * logLines}` or 560 `{status:"error", errorMessage, errorData?, logLines}`. Auth:
 * `Authorization: Bearer <jwt>` or `Convex <admin key>[:<base64 identity>]`.
 */
const STATUS_UDF_FAILED = 560;
const MAX_BODY_BYTES = 1024 * 1024;
const ENDPOINTS = new Set(["/api/query", "/api/mutation", "/api/action"]);

const requestBody = z.object({
  path: z.string().min(1).max(1000),
  format: z.string().optional(),
  args: z.union([
    z.array(z.record(z.string(), z.unknown())).max(1),
    z.record(z.string(), z.unknown()),
  ]),
});

export function isHttpApiPath(url: string | undefined): boolean {
  return ENDPOINTS.has((url ?? "").split("?")[0] ?? "");
}

export async function handleHttpApi(
  deps: ConnectionDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const kind = (req.url ?? "").split("?")[0]?.slice("/api/".length);
  if (req.method !== "POST") return reply(res, 405, { message: "Use POST" });
  let identity: Identity | null;
  try {
    identity = await authenticate(deps, req.headers.authorization);
  } catch (error) {
    if (error instanceof AuthFailure) {
      return reply(res, 401, { code: "UNAUTHENTICATED", message: error.message });
    }
    throw error;
  }
  const raw = await readBody(req).catch(() => undefined);
  const parsed = requestBody.safeParse(safeJson(raw));
  if (!parsed.success) {
    return reply(res, 400, { code: "INVALID_ARGUMENT", message: "Invalid request body" });
  }
  const path = canonicalizePath(parsed.data.path);
  const args = (
    Array.isArray(parsed.data.args) ? (parsed.data.args[0] ?? {}) : parsed.data.args
  ) as JSONValue;
  let outcome: CallOutcome;
  if (kind === "query") outcome = await runQueryOnce(deps, { path, encodedArgs: args, identity });
  else if (kind === "mutation") {
    outcome = await runMutation(deps.db, deps.registry, deps.channel, {
      path,
      encodedArgs: args,
      identity,
    });
  } else outcome = await runAction(deps, { path, encodedArgs: args, identity });
  if (outcome.ok) {
    return reply(res, 200, { status: "success", value: outcome.value, logLines: outcome.logLines });
  }
  return reply(res, STATUS_UDF_FAILED, {
    status: "error",
    errorMessage: outcome.failure.message,
    logLines: outcome.logLines,
    ...(outcome.failure.errorData === undefined ? {} : { errorData: outcome.failure.errorData }),
  });
}

async function authenticate(
  deps: ConnectionDeps,
  header: string | undefined,
): Promise<Identity | null> {
  if (!header) return null;
  if (header.startsWith("Bearer ")) return deps.verifier.verifyUser(header.slice(7).trim());
  if (header.startsWith("Convex ")) {
    const value = header.slice(7).trim();
    const colon = value.lastIndexOf(":");
    if (colon === -1) return deps.verifier.verifyAdmin(value, undefined);
    const acting = impersonatedIdentity.safeParse(
      safeJson(Buffer.from(value.slice(colon + 1), "base64").toString("utf8")),
    );
    if (!acting.success) throw new AuthFailure("Invalid acting-as identity");
    return deps.verifier.verifyAdmin(value.slice(0, colon), acting.data);
  }
  throw new AuthFailure("Unsupported Authorization header");
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("body too large"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}

function reply(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
  });
  res.end(text);
}
