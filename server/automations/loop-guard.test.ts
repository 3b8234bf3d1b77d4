import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";
import { checkLoopWindow, LOOP_MAX_FIRINGS, LOOP_WINDOW_MS } from "./loop-guard";

describe("checkLoopWindow", () => {
  it("lets firings through until the window is full, then names the reason", () => {
    let recent: number[] = [];
    for (let i = 0; i < LOOP_MAX_FIRINGS; i++) {
      const result = checkLoopWindow(recent, 1_000 + i);
      expect(result.ok).toBe(true);
      if (result.ok) recent = result.recent;
    }
    const refused = checkLoopWindow(recent, 2_000);
    expect(refused).toEqual({
      ok: false,
      reason: `loop protection: fired ${LOOP_MAX_FIRINGS} times in the last ${LOOP_WINDOW_MS / 1000} s`,
    });
  });

  it("forgets firings older than the window", () => {
    const old = Array.from({ length: LOOP_MAX_FIRINGS }, (_, i) => i);
    const result = checkLoopWindow(old, LOOP_WINDOW_MS + LOOP_MAX_FIRINGS);
    expect(result).toEqual({ ok: true, recent: [LOOP_WINDOW_MS + LOOP_MAX_FIRINGS] });
  });
});

describe("canonicalJson", () => {
  it("compares objects whatever their key order (jsonb reorders keys)", () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] } })).toBe(
      canonicalJson({ a: { c: [3, { e: 0, f: 1 }], d: 2 }, b: 1 }),
    );
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson(undefined)).toBe(canonicalJson(null));
  });
});
