import * as z from "zod";
import { decodeU64 } from "./u64";

/**
 * Client → server frames of the Convex sync protocol (PROTOCOL §3), one schema per
 * message. Unknown extra fields are allowed (newer clients add some); wrong types are not.
 */
const nonNegativeInt = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const u64 = z.string().refine(
  (text) => {
    try {
      decodeU64(text);
      return true;
    } catch {
      return false;
    }
  },
  { message: "expected a base64 u64" },
);

/** Function arguments travel as a one-element array holding the encoded object (§2.3). */
const functionArgs = z.array(z.record(z.string(), z.unknown())).max(1);

export const connectMessage = z.object({
  type: z.literal("Connect"),
  sessionId: z.string().min(1).max(200),
  connectionCount: nonNegativeInt,
  lastCloseReason: z.string().max(1000).nullable(),
  maxObservedTimestamp: u64.optional(),
  clientTs: z.number().optional(),
});

export const addQuery = z.object({
  type: z.literal("Add"),
  queryId: nonNegativeInt,
  udfPath: z.string().min(1).max(1000),
  args: functionArgs,
  journal: z.string().nullable().optional(),
  componentPath: z.string().optional(),
});

export const removeQuery = z.object({ type: z.literal("Remove"), queryId: nonNegativeInt });

export const modifyQuerySetMessage = z.object({
  type: z.literal("ModifyQuerySet"),
  baseVersion: nonNegativeInt,
  newVersion: nonNegativeInt,
  modifications: z.array(z.discriminatedUnion("type", [addQuery, removeQuery])),
});

export const mutationMessage = z.object({
  type: z.literal("Mutation"),
  requestId: nonNegativeInt,
  udfPath: z.string().min(1).max(1000),
  args: functionArgs,
  componentPath: z.string().optional(),
});

export const actionMessage = z.object({
  type: z.literal("Action"),
  requestId: nonNegativeInt,
  udfPath: z.string().min(1).max(1000),
  args: functionArgs,
  componentPath: z.string().optional(),
});

export const impersonatedIdentity = z.looseObject({
  subject: z.string().min(1),
  issuer: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
});

export const authenticateMessage = z.discriminatedUnion("tokenType", [
  z.object({
    type: z.literal("Authenticate"),
    tokenType: z.literal("User"),
    value: z.string().min(1).max(16_384),
    baseVersion: nonNegativeInt,
  }),
  z.object({
    type: z.literal("Authenticate"),
    tokenType: z.literal("Admin"),
    value: z.string().min(1).max(1024),
    baseVersion: nonNegativeInt,
    impersonating: impersonatedIdentity.optional(),
    actingAs: impersonatedIdentity.optional(),
  }),
  z.object({
    type: z.literal("Authenticate"),
    tokenType: z.literal("None"),
    baseVersion: nonNegativeInt,
  }),
]);

export const eventMessage = z.object({
  type: z.literal("Event"),
  eventType: z.string().max(200),
  event: z.unknown(),
});

/** Every frame a client may send; anything else is a protocol violation (FatalError). */
export const clientMessage = z.union([
  connectMessage,
  modifyQuerySetMessage,
  mutationMessage,
  actionMessage,
  authenticateMessage,
  eventMessage,
]);

export type ConnectMessage = z.infer<typeof connectMessage>;
export type ModifyQuerySetMessage = z.infer<typeof modifyQuerySetMessage>;
export type MutationMessage = z.infer<typeof mutationMessage>;
export type ActionMessage = z.infer<typeof actionMessage>;
export type AuthenticateMessage = z.infer<typeof authenticateMessage>;
export type ClientMessage = z.infer<typeof clientMessage>;
