import "server-only";
import { type ExpressionScope, renderTemplate } from "@/lib/expressions";
import type { JsonValue } from "@/lib/schemas/common";
import type { Step } from "@/lib/schemas/steps";
import { RunCanceled, type RunContext, StepError } from "../run-context";

type HttpStep = Extract<Step, { type: "http_request" }>;

/** What an HTTP step stores: the status and the body (JSON when the server says so). */
export type HttpResult = { status: number; body: JsonValue; truncated: boolean };

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** Reads at most `max` bytes of the body, so a huge response costs no more than that. */
async function readLimited(response: Response, max: number) {
  const reader = response.body?.getReader();
  if (!reader) return { text: "", truncated: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > max) {
      chunks.push(value.subarray(0, max - size));
      truncated = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  return { text: Buffer.concat(chunks).toString("utf8"), truncated };
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StepError(`'${text}' is not a valid URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new StepError("Only http and https URLs can be requested");
  }
  return url;
}

/** `http_request`: templates in url, headers and body; non-2xx and timeouts fail the step. */
export async function runHttpRequest(
  run: RunContext,
  step: HttpStep,
  scope: ExpressionScope,
): Promise<HttpResult> {
  const url = parseUrl(renderTemplate(step.url, scope));
  const headers = Object.fromEntries(
    Object.entries(step.headers).map(([name, value]) => [name, renderTemplate(value, scope)]),
  );
  const body =
    step.body === undefined || step.method === "GET" || step.method === "HEAD"
      ? undefined
      : renderTemplate(step.body, scope);
  const timeout = AbortSignal.timeout(step.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: step.method,
      headers,
      body,
      redirect: "follow",
      signal: AbortSignal.any([timeout, run.signal]),
    });
  } catch (error) {
    if (run.signal.aborted) throw new RunCanceled();
    if (timeout.aborted) throw new StepError(`No response within ${formatSeconds(step.timeoutMs)}`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new StepError(
      `Could not reach ${url.host}: ${cause?.code ?? cause?.message ?? String(error)}`,
    );
  }
  let read: { text: string; truncated: boolean };
  try {
    read = await readLimited(response, run.limits.httpMaxBodyBytes);
  } catch {
    if (run.signal.aborted) throw new RunCanceled();
    throw new StepError(`The response did not finish within ${formatSeconds(step.timeoutMs)}`);
  }
  if (!response.ok) {
    throw new StepError(
      `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
    );
  }
  let parsed: JsonValue = read.text;
  if (!read.truncated && /\bjson\b/i.test(response.headers.get("content-type") ?? "")) {
    try {
      parsed = JSON.parse(read.text) as JsonValue;
    } catch {
      parsed = read.text;
    }
  }
  return { status: response.status, body: parsed, truncated: read.truncated };
}
