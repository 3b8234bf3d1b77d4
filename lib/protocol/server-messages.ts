import * as z from "zod";

/**
 * Server → client frames (PROTOCOL §4), one schema per message. The server builds
 * Transitions by string concatenation for fan-out speed; these schemas document the
 * shapes and let tests validate what went over the wire.
 */
const u64 = z.string().length(12);

export const stateVersion = z.object({
  querySet: z.number().int().min(0),
  identity: z.number().int().min(0),
  ts: u64,
});

const queryUpdated = z.object({
  type: z.literal("QueryUpdated"),
  queryId: z.number().int(),
  value: z.unknown(),
  logLines: z.array(z.string()),
  journal: z.string().nullable(),
});
const queryFailed = z.object({
  type: z.literal("QueryFailed"),
  queryId: z.number().int(),
  errorMessage: z.string(),
  logLines: z.array(z.string()),
  journal: z.string().nullable(),
  errorData: z.unknown().optional(),
});
const queryRemoved = z.object({ type: z.literal("QueryRemoved"), queryId: z.number().int() });

export const transitionMessage = z.object({
  type: z.literal("Transition"),
  startVersion: stateVersion,
  endVersion: stateVersion,
  modifications: z.array(z.discriminatedUnion("type", [queryUpdated, queryFailed, queryRemoved])),
  clientClockSkew: z.number().optional(),
  serverTs: z.number().optional(),
});

export const mutationResponseMessage = z.union([
  z.object({
    type: z.literal("MutationResponse"),
    requestId: z.number().int(),
    success: z.literal(true),
    result: z.unknown(),
    ts: u64,
    logLines: z.array(z.string()),
  }),
  z.object({
    type: z.literal("MutationResponse"),
    requestId: z.number().int(),
    success: z.literal(false),
    result: z.string(),
    ts: z.null().optional(),
    logLines: z.array(z.string()),
    errorData: z.unknown().optional(),
  }),
]);

export const actionResponseMessage = z.object({
  type: z.literal("ActionResponse"),
  requestId: z.number().int(),
  success: z.boolean(),
  result: z.unknown(),
  logLines: z.array(z.string()),
  errorData: z.unknown().optional(),
});

export const authErrorMessage = z.object({
  type: z.literal("AuthError"),
  error: z.string(),
  baseVersion: z.number().int(),
  authUpdateAttempted: z.boolean(),
});

export const fatalErrorMessage = z.object({ type: z.literal("FatalError"), error: z.string() });
export const pingMessage = z.object({ type: z.literal("Ping") });

export const serverMessage = z.union([
  transitionMessage,
  mutationResponseMessage,
  actionResponseMessage,
  authErrorMessage,
  fatalErrorMessage,
  pingMessage,
]);

export type ServerMessage = z.infer<typeof serverMessage>;
export type TransitionMessage = z.infer<typeof transitionMessage>;
