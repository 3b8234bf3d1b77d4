import "server-only";
import { encodeU64 } from "@/lib/protocol/u64";
import type { Failure } from "./failure";
import type { CallOutcome } from "./run-action";
import type { MutationOutcome } from "./run-mutation";

/** Server → client response frames (PROTOCOL §4.2–4.3), built once per call. */
function errorDataField(failure: Failure) {
  return failure.errorData === undefined ? {} : { errorData: failure.errorData };
}

export function encodeMutationResponse(requestId: number, outcome: MutationOutcome): string {
  if (outcome.ok) {
    return `{"type":"MutationResponse","requestId":${requestId},"success":true,"result":${JSON.stringify(outcome.value)},"ts":"${encodeU64(outcome.ts)}","logLines":${JSON.stringify(outcome.logLines)}}`;
  }
  return JSON.stringify({
    type: "MutationResponse",
    requestId,
    success: false,
    result: outcome.failure.message,
    ts: null,
    logLines: outcome.logLines,
    ...errorDataField(outcome.failure),
  });
}

export function encodeActionResponse(requestId: number, outcome: CallOutcome): string {
  return JSON.stringify({
    type: "ActionResponse",
    requestId,
    success: outcome.ok,
    result: outcome.ok ? outcome.value : outcome.failure.message,
    logLines: outcome.logLines,
    ...(outcome.ok ? {} : errorDataField(outcome.failure)),
  });
}

export function encodeQueryFailed(queryId: number, failure: Failure): string {
  return JSON.stringify({
    type: "QueryFailed",
    queryId,
    errorMessage: failure.message,
    logLines: [],
    journal: null,
    ...errorDataField(failure),
  });
}
