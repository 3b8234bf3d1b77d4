import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { automation } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { jsonValueSchema } from "@/lib/schemas/common";
import { type FiringDeps, fireAutomation } from "./fire-automation";

/** Webhook bodies are small signals, not uploads. */
export const WEBHOOK_MAX_BODY_BYTES = 64 * 1024;
export const WEBHOOK_SECRET_HEADER = "x-deckbot-secret";

const idSchema = z.uuid();
const bodySchema = z.record(z.string(), jsonValueSchema);

function sameSecret(given: string, expected: string): boolean {
  const hash = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(hash(given), hash(expected));
}

/** Reads at most the cap, stopping (not buffering) a larger body, declared or chunked. */
async function readCappedText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > WEBHOOK_MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > WEBHOOK_MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readBody(request: Request): Promise<z.infer<typeof bodySchema>> {
  const text = (await readCappedText(request)).trim();
  if (text === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError("INVALID_ARGUMENT", "The body must be JSON.");
  }
  const body = bodySchema.safeParse(parsed);
  if (!body.success) throw new AppError("INVALID_ARGUMENT", "The body must be a JSON object.");
  return body.data;
}

function tooLarge() {
  return new AppError("PAYLOAD_TOO_LARGE", `The body is over ${WEBHOOK_MAX_BODY_BYTES / 1024} KB.`);
}

/**
 * `POST /api/hooks/<automationId>` with the automation's secret in the `X-Deckbot-Secret`
 * header or the `secret` query parameter. The JSON object body becomes the run's input,
 * so shortcut templates read it as `{{input.<field>}}`.
 */
export async function handleWebhook(
  request: Request,
  automationId: string,
  deps: FiringDeps,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const secret =
    request.headers.get(WEBHOOK_SECRET_HEADER) ?? new URL(request.url).searchParams.get("secret");
  if (!secret) {
    throw new AppError(
      "UNAUTHENTICATED",
      "Send the webhook secret in the X-Deckbot-Secret header or the secret query parameter.",
    );
  }
  const id = idSchema.safeParse(automationId);
  const [row] = id.success
    ? await deps.db.select().from(automation).where(eq(automation.id, id.data))
    : [];
  const expected = row?.events.find((e) => e.type === "webhook");
  // Unknown automation and wrong secret answer alike, so ids cannot be probed.
  if (!row || !expected || !("secret" in expected) || !sameSecret(secret, expected.secret)) {
    throw new AppError("FORBIDDEN", "Wrong webhook secret.");
  }
  const input = await readBody(request);
  if (!row.enabled) throw new AppError("FORBIDDEN", "This automation is disabled.");
  const firing = await fireAutomation(deps, row, { event: "webhook", kind: "webhook", input });
  if (firing.fired) return { status: 202, body: { fired: true, runId: firing.runId } };
  if (firing.reason.startsWith("rate limit") || firing.reason.startsWith("loop protection")) {
    throw new AppError("RATE_LIMITED", `Not fired: ${firing.reason}.`);
  }
  return { status: 202, body: { fired: false, reason: firing.reason } };
}
