import { describe, expect, it } from "vitest";
import { getRetryDelay } from "./create-sync-clients";
import { getConnectionStatus } from "./use-connection-status";

describe("connection status", () => {
  it("is connecting before the first open, live when open, reconnecting after a loss", () => {
    expect(getConnectionStatus({ isWebSocketConnected: false, hasEverConnected: false })).toBe(
      "connecting",
    );
    expect(getConnectionStatus({ isWebSocketConnected: true, hasEverConnected: true })).toBe(
      "live",
    );
    expect(getConnectionStatus({ isWebSocketConnected: false, hasEverConnected: true })).toBe(
      "reconnecting",
    );
  });
});

describe("query retry delay (SPEC §9)", () => {
  it("doubles from 1 s and caps at 30 s", () => {
    expect([0, 1, 2, 4, 5, 10].map(getRetryDelay)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
  });
});
