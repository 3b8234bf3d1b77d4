import "server-only";
import type { JSONValue } from "convex/values";
import type { Identity } from "@/server/functions/define";
import type { Subscription } from "./query-groups";

/** What a connection hands the update loop; applied at the start of the next pass. */
export type InboxEntry =
  | {
      kind: "modify";
      newVersion: number;
      modifications: (
        | { type: "Add"; queryId: number; path: string; args: JSONValue }
        | { type: "Remove"; queryId: number }
        /** Over the per-socket query limit: answered with this fixed QueryFailed frame. */
        | { type: "Reject"; queryId: number; frame: string }
      )[];
    }
  | { kind: "identity"; identity: Identity | null };

/**
 * The part of a connection the update loop owns: what the client has been told
 * (`sent`), what the next Transition will say (`applied*`), and the live subscriptions.
 */
export type TransitionState = {
  readonly id: string;
  sent: { querySet: number; identity: number; ts: bigint };
  appliedQuerySet: number;
  appliedIdentityVersion: number;
  appliedIdentity: Identity | null;
  subscriptions: Map<number, Subscription>;
  /** Query ids removed since the last Transition (→ QueryRemoved). */
  removed: number[];
  /** Query ids added over the per-socket limit: answered with a fixed QueryFailed. */
  overLimit: Map<number, string>;
  inbox: InboxEntry[];
  /** Something in the applied state changed: the next pass must send a Transition. */
  needsTransition: boolean;
  /** Highest acknowledged mutation ts still waiting for a covering Transition. */
  pendingAckTs: bigint | null;
  clientClockSkew: number | undefined;
  isOpen(): boolean;
  send(frame: string | Buffer): void;
  /** The identity expired: AuthError (authUpdateAttempted false) and close. */
  expire(): void;
};
