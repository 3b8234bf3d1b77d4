import { describe, expect, it } from "vitest";
import { isLocalHost, isLocalUrl } from "./local-host";

describe("isLocalHost (SPEC §9 local hosts)", () => {
  it.each(["localhost", "dev.localhost", "[::1]", "127.0.0.1", "127.1.2.3"])("%s is local", (h) => {
    expect(isLocalHost(h)).toBe(true);
  });
  it.each(["example.com", "128.0.0.1", "localhost.evil.com", "10.0.0.1", "127.0.0.1.nip.io"])(
    "%s is not local",
    (h) => expect(isLocalHost(h)).toBe(false),
  );
  it("reads the host of a URL; garbage is not local", () => {
    expect(isLocalUrl("http://127.0.0.1:3000/x")).toBe(true);
    expect(isLocalUrl("https://deck.example.com")).toBe(false);
    expect(isLocalUrl("not a url")).toBe(false);
  });
});
