import "server-only";
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing at the OWASP ASVS 5.0 floor (11.4.2, appendix C): scrypt N=2^17, r=8,
 * p=1. Better Auth's stock parameters (N=2^14, r=16) sit below that floor. The cost is stored
 * with each hash so it can be raised later without breaking existing passwords.
 * Format: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>`.
 */
export type ScryptCost = { logN: number; r: number; p: number };

export const POLICY_SCRYPT_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  const options: ScryptOptions = {
    N,
    r: cost.r,
    p: cost.p,
    // node's default maxmem (32 MiB) is below the 128 MiB that N=2^17, r=8 needs.
    maxmem: 256 * N * cost.r,
  };
  return new Promise((resolve, reject) => {
    // NFKC so the same password typed on different keyboards verifies (ASVS 6.2.8 note).
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  cost: ScryptCost = POLICY_SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, cost);
  return [
    "scrypt",
    cost.logN,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** False for a wrong password and for anything that is not one of our hashes. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(password, salt, { logN, r, p });
  return timingSafeEqual(actual, expected);
}
