import { describe, expect, it } from "vitest";
import { automationToForm, emptyAutomationForm, emptyEvent, formToArgs } from "./automation-form";

describe("automation form", () => {
  it("turns a filled form into create arguments", () => {
    const form = {
      ...emptyAutomationForm(),
      name: " Morning ",
      events: [
        { ...emptyEvent("schedule"), cron: "0 9 * * 1-5" },
        { ...emptyEvent("interval"), seconds: "30" },
        { ...emptyEvent("variable_changed"), variable: "score" },
        emptyEvent("webhook"),
      ],
      conditions: ["live == true"],
      shortcutId: "s1",
      rateLimitSeconds: "2.5",
    };
    const result = formToArgs(form);
    expect(result).toEqual({
      ok: true,
      args: {
        name: "Morning",
        enabled: true,
        events: [
          { type: "schedule", cron: "0 9 * * 1-5" },
          { type: "interval", ms: 30_000 },
          { type: "variable_changed", variable: "score" },
          { type: "webhook" },
        ],
        conditions: [{ expression: "live == true" }],
        shortcutId: "s1",
        rateLimitMs: 2500,
      },
    });
  });

  it("names what is wrong with each field", () => {
    const result = formToArgs({
      ...emptyAutomationForm(),
      events: [
        { ...emptyEvent("schedule"), cron: "every day" },
        { ...emptyEvent("interval"), seconds: "0.2" },
        emptyEvent("variable_changed"),
      ],
      conditions: [" "],
      rateLimitSeconds: "-1",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe("Give the automation a name");
    expect(result.errors.events[0]).toMatch(/five cron fields/);
    expect(result.errors.events[1]).toBe("Use 1 to 86400 seconds");
    expect(result.errors.events[2]).toBe("Pick a variable");
    expect(result.errors.conditions[0]).toBe("Write a condition or remove it");
    expect(result.errors.rateLimit).toMatch(/0 or more/);
  });

  it("round-trips a stored automation, keeping a webhook without its secret", () => {
    const form = automationToForm({
      id: "a1",
      name: "Hook",
      enabled: false,
      events: [
        { type: "webhook", secret: "s3cret-s3cret-s3cret-s3cret" },
        { type: "schedule", cron: "*/5 * * * *", timezone: "Asia/Tokyo" },
      ],
      conditions: [],
      shortcutId: null,
      rateLimitMs: 0,
      lastFiredAt: null,
      createdAt: 0,
      updatedAt: 0,
    });
    const result = formToArgs(form);
    expect(result.ok && result.args.events).toEqual([
      { type: "webhook" },
      { type: "schedule", cron: "*/5 * * * *", timezone: "Asia/Tokyo" },
    ]);
    expect(result.ok && result.args.enabled).toBe(false);
  });
});
