import { describe, expect, it } from "vitest";
import { hashPassword, POLICY_SCRYPT_COST, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("uses scrypt at the ASVS floor and verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(POLICY_SCRYPT_COST).toEqual({ logN: 17, r: 8, p: 1 });
    await expect(verifyPassword({ hash, password: "correct horse battery" })).resolves.toBe(true);
    await expect(verifyPassword({ hash, password: "correct horse batterY" })).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    const cost = { logN: 10, r: 8, p: 1 };
    expect(await hashPassword("same password", cost)).not.toBe(
      await hashPassword("same password", cost),
    );
  });

  it("treats NFKC-equivalent passwords as equal", async () => {
    const cost = { logN: 10, r: 8, p: 1 };
    const hash = await hashPassword("ﬁsh-and-chips", cost);
    await expect(verifyPassword({ hash, password: "fish-and-chips" })).resolves.toBe(true);
  });

  it("rejects malformed and foreign hashes instead of throwing", async () => {
    for (const hash of ["", "salt:key", "scrypt$99$8$1$aa$bb", "scrypt$17$8$1$aa$short"]) {
      await expect(verifyPassword({ hash, password: "whatever1" })).resolves.toBe(false);
    }
  });
});
