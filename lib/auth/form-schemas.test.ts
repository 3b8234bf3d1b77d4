import { describe, expect, it } from "vitest";
import { deviceCodeSchema, profileSchema, signUpSchema } from "./form-schemas";

describe("auth form schemas", () => {
  it("apply the 8–128 password policy and confirmation before any request", () => {
    const base = { name: "Ada", email: "ada@example.com" };
    const short = signUpSchema.safeParse({
      ...base,
      password: "1234567",
      confirmPassword: "1234567",
    });
    expect(short.success).toBe(false);
    const mismatch = signUpSchema.safeParse({
      ...base,
      password: "12345678",
      confirmPassword: "12345679",
    });
    expect(mismatch.error?.issues[0]?.message).toBe("Passwords do not match.");
    const long = "x".repeat(129);
    expect(signUpSchema.safeParse({ ...base, password: long, confirmPassword: long }).success).toBe(
      false,
    );
  });

  it("normalises device codes typed with dashes, spaces or lower case", () => {
    expect(deviceCodeSchema.parse({ userCode: " abcd-efgh " }).userCode).toBe("ABCDEFGH");
    expect(deviceCodeSchema.safeParse({ userCode: "ABC" }).success).toBe(false);
  });

  it("accepts an empty avatar or a URL, nothing else", () => {
    expect(profileSchema.safeParse({ name: "A", image: "" }).success).toBe(true);
    expect(profileSchema.safeParse({ name: "A", image: "not a url" }).success).toBe(false);
  });
});
