import "server-only";
import type { JSONValue } from "convex/values";
import { AppError } from "@/lib/errors";
import type { ModifyQuerySetMessage } from "@/lib/protocol/client-messages";
import { canonicalizePath } from "@/server/functions/registry";
import type { InboxEntry } from "./connection-state";
import { encodeQueryFailed } from "./response-frames";

type Modifications = Extract<InboxEntry, { kind: "modify" }>["modifications"];

/**
 * Validates a ModifyQuerySet against what the socket declared so far (PROTOCOL §6) and
 * turns it into an inbox entry. Updates `declared` in place when valid. Adds past
 * `maxQueries` become a fixed QueryFailed (RATE_LIMITED) instead of killing the socket.
 */
export function planQuerySetChange(
  declared: { version: number; queryIds: Set<number> },
  message: ModifyQuerySetMessage,
  maxQueries: number,
): { error: string } | { entry: Extract<InboxEntry, { kind: "modify" }> } {
  if (message.baseVersion !== declared.version || message.newVersion <= message.baseVersion) {
    return {
      error: `BaseVersionMismatch: query set is at version ${declared.version}, got ${message.baseVersion} → ${message.newVersion}`,
    };
  }
  const ids = new Set(declared.queryIds);
  const modifications: Modifications = [];
  for (const mod of message.modifications) {
    if (mod.type === "Remove") {
      if (!ids.delete(mod.queryId)) return { error: `Nonexistent query id ${mod.queryId}` };
      modifications.push(mod);
      continue;
    }
    if (ids.has(mod.queryId)) return { error: `Duplicate query ID ${mod.queryId}` };
    ids.add(mod.queryId);
    if (ids.size > maxQueries) {
      const error = new AppError("RATE_LIMITED", "Too many live queries");
      modifications.push({
        type: "Reject",
        queryId: mod.queryId,
        frame: encodeQueryFailed(mod.queryId, {
          message: `Too many live queries on one connection (limit ${maxQueries})`,
          errorData: error.toData(),
        }),
      });
      continue;
    }
    modifications.push({
      type: "Add",
      queryId: mod.queryId,
      path: canonicalizePath(mod.udfPath),
      args: (mod.args[0] ?? {}) as JSONValue,
    });
  }
  declared.version = message.newVersion;
  declared.queryIds = ids;
  return { entry: { kind: "modify", newVersion: message.newVersion, modifications } };
}
