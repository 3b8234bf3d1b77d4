import { createHash, randomUUID } from "node:crypto";
import WebSocket from "ws";
import * as z from "zod";
import type { JsonValue } from "@/lib/schemas/common";
import { formatSeconds, StepError } from "./run-tool";

/**
 * `obs_request` over OBS WebSocket v5: Hello (op 0) → Identify (op 1, with the auth
 * challenge answered) → Identified (op 2) → Request (op 6) → RequestResponse (op 7).
 * One short-lived connection per step keeps the agent free of OBS state.
 */
export type ObsOptions = { url: string; password?: string; timeoutMs?: number };

const RPC_VERSION = 1;

const helloSchema = z.object({
  op: z.literal(0),
  d: z.object({
    rpcVersion: z.number(),
    authentication: z.object({ challenge: z.string(), salt: z.string() }).optional(),
  }),
});
const identifiedSchema = z.object({ op: z.literal(2), d: z.object({}).loose() });
const responseSchema = z.object({
  op: z.literal(7),
  d: z.object({
    requestId: z.string(),
    requestStatus: z.object({
      result: z.boolean(),
      code: z.number(),
      comment: z.string().optional(),
    }),
    responseData: z.record(z.string(), z.json()).optional(),
  }),
});
const messageSchema = z.object({ op: z.number() }).loose();

/** OBS's answer to the challenge: base64(sha256(base64(sha256(password + salt)) + challenge)). */
export function answerChallenge(password: string, salt: string, challenge: string): string {
  const secret = createHash("sha256")
    .update(password + salt)
    .digest("base64");
  return createHash("sha256")
    .update(secret + challenge)
    .digest("base64");
}

export function obsRequest(
  step: { requestType: string; requestData: Record<string, JsonValue> },
  options: ObsOptions,
): Promise<JsonValue> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const requestId = randomUUID();
    let settled = false;
    const socket = new WebSocket(options.url, "obswebsocket.json");
    const finish = (error: Error | null, value?: JsonValue) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on("error", () => {});
      socket.close();
      if (error) reject(error);
      else resolve(value ?? null);
    };
    const timer = setTimeout(
      () => finish(new StepError(`OBS did not answer within ${formatSeconds(timeoutMs)}`)),
      timeoutMs,
    );
    const send = (op: number, d: unknown) => socket.send(JSON.stringify({ op, d }));

    socket.on("error", (error) => {
      finish(new StepError(`Cannot reach OBS at ${options.url}: ${error.message}`));
    });
    socket.on("close", (code, reason) => {
      // 4009: authentication failed (OBS WebSocket v5 WebSocketCloseCode).
      if (code === 4009) {
        finish(new StepError("OBS refused the password: check --obs-password"));
      } else {
        const why = reason.toString() || `closed with code ${code}`;
        finish(new StepError(`OBS closed the connection: ${why}`));
      }
    });
    socket.on("message", (data) => {
      let message: unknown;
      try {
        message = JSON.parse(data.toString());
      } catch {
        return finish(new StepError("OBS sent a message that is not JSON"));
      }
      const op = messageSchema.safeParse(message);
      if (!op.success) return finish(new StepError("OBS sent a malformed message"));
      if (op.data.op === 0) {
        const hello = helloSchema.safeParse(message);
        if (!hello.success) return finish(new StepError("OBS sent a malformed Hello"));
        const auth = hello.data.d.authentication;
        if (auth && !options.password) {
          return finish(new StepError("OBS needs a password: start the agent with --obs-password"));
        }
        send(1, {
          rpcVersion: RPC_VERSION,
          ...(auth && options.password
            ? { authentication: answerChallenge(options.password, auth.salt, auth.challenge) }
            : {}),
          eventSubscriptions: 0,
        });
      } else if (op.data.op === 2) {
        if (!identifiedSchema.safeParse(message).success) {
          return finish(new StepError("OBS sent a malformed Identified"));
        }
        send(6, { requestType: step.requestType, requestId, requestData: step.requestData });
      } else if (op.data.op === 7) {
        const response = responseSchema.safeParse(message);
        if (!response.success) return finish(new StepError("OBS sent a malformed response"));
        if (response.data.d.requestId !== requestId) return;
        const status = response.data.d.requestStatus;
        if (!status.result) {
          const comment = status.comment ? `: ${status.comment}` : "";
          return finish(
            new StepError(`OBS refused ${step.requestType} (code ${status.code})${comment}`),
          );
        }
        finish(null, (response.data.d.responseData as JsonValue | undefined) ?? null);
      }
    });
  });
}
