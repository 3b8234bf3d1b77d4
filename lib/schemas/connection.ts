import * as z from "zod";
import { idSchema } from "./common";

/** Pairing and connections (DESIGN §4): shared by the server functions and the pages. */
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_TTL_MS = 10 * 60_000;
/** No 0/O, 1/I/L: a code read aloud or typed from a phone screen survives. */
export const PAIRING_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const clientRoleSchema = z.enum(["viewer", "controller"]);
export type ClientRole = z.infer<typeof clientRoleSchema>;
export type ConnectionStatus = "pending" | "active" | "blocked";

export const deviceNameSchema = z.string().trim().min(1, "Name this device").max(60);

/** Spaces, dashes and lower case are forgiven; the result is checked against the alphabet. */
export function normalizePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export const pairingCodeInputSchema = z
  .string()
  .max(32)
  .transform(normalizePairingCode)
  .pipe(
    z
      .string()
      .length(PAIRING_CODE_LENGTH, `A pairing code has ${PAIRING_CODE_LENGTH} characters`)
      .regex(
        new RegExp(`^[${PAIRING_CODE_ALPHABET}]+$`),
        "A pairing code uses letters and digits without 0, O, 1, I or L",
      ),
  );

export const allowedScreenIdsSchema = z.array(idSchema).max(500).nullable();

export type PairingCodeSummary = {
  id: string;
  code: string;
  role: ClientRole;
  autoApprove: boolean;
  expiresAt: number;
};

/** A device paired with me (the host), for `connections:list`. */
export type HostConnection = {
  id: string;
  deviceName: string;
  platform: string;
  clientUserId: string;
  clientName: string;
  clientEmail: string;
  role: ClientRole;
  status: ConnectionStatus;
  allowedScreenIds: string[] | null;
  online: boolean;
  lastSeenAt: number | null;
  createdAt: number;
};

/** A host I am paired with (as a client), for `connections:hosts`. */
export type ClientConnection = {
  connectionId: string;
  hostId: string;
  hostName: string;
  deviceName: string;
  role: ClientRole;
  status: ConnectionStatus;
  hostOnline: boolean;
  createdAt: number;
};
