import { expect, test } from "@playwright/test";
import { callFunction } from "./support/call-function";
import { signUp } from "./support/sign-up";

test("probe", async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  await signUp(context.request, baseURL, "Probe");
  await callFunction(context.request, "mutation", "variables:create", { key: "score", type: "number", value: 0 });
  await callFunction(context.request, "mutation", "shortcuts:create", { name: "Add point", steps: [{ type: "increment_variable", variable: "score", by: 1 }] });
  const screenId = await callFunction<string>(context.request, "mutation", "screens:create", { name: "Probe screen" });
  for (let i = 0; i < 0; i++) {
    await page.goto("/host/shortcuts");
    const t0 = Date.now();
    await page.getByRole("button", { name: "Add point 1 step" }).click();
    await expect(page.getByRole("combobox", { name: "Number variable" })).toBeVisible({ timeout: 60_000 });
    console.log("editor", i, Date.now() - t0);
  }
  page.on("websocket", (ws) => {
    ws.on("framereceived", (f) => {
      const t = String(f.payload);
      try {
        const m = JSON.parse(t);
        if (m.type === "Transition") {
          const mods = m.modifications.map((x: { queryId: number; type: string }) => `${x.queryId}:${x.type}`).join(",");
          console.log("RECV T", m.startVersion.querySet, "->", m.endVersion.querySet, mods);
        } else if (m.type !== "Ping") console.log("RECV", m.type, t.slice(0, 200));
      } catch {}
    });
    ws.on("framesent", (f) => {
      const t = String(f.payload);
      if (t.includes("ModifyQuerySet")) console.log("SENT", t.slice(0, 300));
    });
  });
  page.on("console", (m) => console.log("CONSOLE", m.text().slice(0, 300)));
  await page.goto("/host/screens");
  for (let i = 0; i < 12; i++) {
    const t0 = Date.now();
    await page.getByRole("button", { name: "Publish Probe screen to Discover" }).click();
    await expect(page.getByRole("dialog").getByText("Not published yet.")).toBeVisible({ timeout: 15_000 });
    console.log("publish", i, Date.now() - t0);
    await page.keyboard.press("Escape");
  }
  void screenId;
});
