import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { pinForwardedFor } from "./client-ip";

function request(remoteAddress: string, forwarded?: string): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  } as unknown as IncomingMessage;
}

describe("pinForwardedFor", () => {
  it("ignores a client-sent header when no proxy is trusted", () => {
    const req = request("::ffff:192.0.2.10", "203.0.113.99");
    pinForwardedFor(req, false);
    expect(req.headers["x-forwarded-for"]).toBe("192.0.2.10");
  });

  it("behind a trusted proxy keeps only the address the proxy appended", () => {
    const req = request("10.0.0.2", "6.6.6.6, 198.51.100.7");
    pinForwardedFor(req, true);
    expect(req.headers["x-forwarded-for"]).toBe("198.51.100.7");
    const bare = request("10.0.0.2");
    pinForwardedFor(bare, true);
    expect(bare.headers["x-forwarded-for"]).toBe("10.0.0.2");
  });
});
