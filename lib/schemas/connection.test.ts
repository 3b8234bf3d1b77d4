import { describe, expect, it } from "vitest";
import { PAIRING_CODE_ALPHABET, pairingCodeInputSchema } from "./connection";

describe("pairing codes", () => {
  it("leave out characters people confuse", () => {
    for (const confusing of ["0", "O", "1", "I", "L"]) {
      expect(PAIRING_CODE_ALPHABET).not.toContain(confusing);
    }
    expect(new Set(PAIRING_CODE_ALPHABET).size).toBe(PAIRING_CODE_ALPHABET.length);
  });

  it("accept what a person types: lower case, spaces, dashes", () => {
    expect(pairingCodeInputSchema.parse(" abcd-2345 ")).toBe("ABCD2345");
    expect(pairingCodeInputSchema.parse("abcd 2345")).toBe("ABCD2345");
  });

  it("refuse the wrong length and ambiguous characters with a message saying why", () => {
    expect(pairingCodeInputSchema.safeParse("ABC2345").error?.issues[0]?.message).toMatch(
      /8 characters/,
    );
    expect(pairingCodeInputSchema.safeParse("ABCD234O").error?.issues[0]?.message).toMatch(
      /without 0, O, 1, I or L/,
    );
  });
});
