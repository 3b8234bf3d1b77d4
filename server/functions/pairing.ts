import "server-only";
import { randomInt } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import * as z from "zod";
import { pairingCode } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { idSchema } from "@/lib/schemas/common";
import {
  type ClientRole,
  clientRoleSchema,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  type PairingCodeSummary,
} from "@/lib/schemas/connection";
import { isUniqueViolation } from "../deck/is-unique-violation";
import { newId } from "../deck/rows";
import { hostKey, requireUserId } from "./access/screen-access";
import { defineMutation, defineQuery } from "./define";

/** A host keeps at most this many live codes, so a script cannot fill the code space. */
const MAX_LIVE_CODES = 20;

function generateCode(): string {
  let code = "";
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) {
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  }
  return code;
}

/** `pairing:createCode` (DESIGN §7): 8 characters, valid 10 minutes, single use. */
export const createCode = defineMutation({
  args: z.object({
    role: clientRoleSchema.optional(),
    autoApprove: z.boolean().optional(),
  }),
  handler: async (ctx, args) => {
    const userId = requireUserId(ctx);
    const now = new Date();
    const live = await ctx.db
      .select({ id: pairingCode.id })
      .from(pairingCode)
      .where(
        and(
          eq(pairingCode.hostId, userId),
          gt(pairingCode.expiresAt, now),
          isNull(pairingCode.usedBy),
        ),
      );
    if (live.length >= MAX_LIVE_CODES) {
      throw new AppError(
        "RATE_LIMITED",
        `You already have ${MAX_LIVE_CODES} unused codes. Cancel some or wait until they expire.`,
      );
    }
    const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
    // A collision with an old code is astronomically rare; a savepoint lets us draw again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = generateCode();
      try {
        await ctx.db.transaction((tx) =>
          tx.insert(pairingCode).values({
            id: newId(),
            hostId: userId,
            code,
            role: args.role ?? "controller",
            autoApprove: args.autoApprove ?? false,
            expiresAt,
          }),
        );
        ctx.write("pairing_code", hostKey(userId));
        return { code, expiresAt: expiresAt.getTime() };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError("RATE_LIMITED", "Could not draw a free code. Try again.");
  },
});

/** My unused, unexpired codes, newest last (the pairing panel shows them with a countdown). */
export const codes = defineQuery({
  args: z.object({}),
  handler: async (ctx): Promise<PairingCodeSummary[]> => {
    const userId = requireUserId(ctx);
    ctx.read("pairing_code", hostKey(userId));
    const rows = await ctx.db
      .select()
      .from(pairingCode)
      .where(
        and(
          eq(pairingCode.hostId, userId),
          gt(pairingCode.expiresAt, new Date()),
          isNull(pairingCode.usedBy),
        ),
      )
      .orderBy(asc(pairingCode.createdAt));
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      role: row.role as ClientRole,
      autoApprove: row.autoApprove,
      expiresAt: row.expiresAt.getTime(),
    }));
  },
});

/** Withdraws a code before anyone redeems it. */
export const cancel = defineMutation({
  args: z.object({ codeId: idSchema }),
  handler: async (ctx, { codeId }) => {
    const userId = requireUserId(ctx);
    const removed = await ctx.db
      .delete(pairingCode)
      .where(and(eq(pairingCode.id, codeId), eq(pairingCode.hostId, userId)))
      .returning({ id: pairingCode.id });
    if (removed.length === 0) throw new AppError("NOT_FOUND", "This pairing code does not exist.");
    ctx.write("pairing_code", hostKey(userId));
    return null;
  },
});
