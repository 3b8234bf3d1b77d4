import { expect, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

test("host settings: timezone, default font and theme are kept across a reload", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context.request, baseURL, "Settings Host");
  await page.goto("/host/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByTestId("current-timezone")).toHaveText("UTC");
  await expect(page.getByTestId("agent-status")).toHaveText("No agent connected");

  // Search, move with the arrows, pick with Enter: saved at once.
  const search = page.getByRole("combobox", { name: "Find a timezone" });
  await search.fill("chatham");
  await expect(page.getByRole("option")).toHaveCount(1);
  await search.press("Enter");
  await expect(page.getByText("Timezone set to Pacific/Chatham")).toBeVisible();
  await expect(page.getByTestId("current-timezone")).toHaveText("Pacific/Chatham");
  await search.fill("no such place");
  await expect(page.getByText("No timezone matches")).toBeVisible();

  // Default font: the preview draws in it.
  await page.getByTestId("default-font").click();
  await page.getByRole("option", { name: "Georgia" }).click();
  await expect(page.getByText("New screens will use Georgia")).toBeVisible();
  await expect(page.getByTestId("font-preview")).toHaveCSS("font-family", /Georgia/);

  // Theme: the page turns light at once (cookie) and the choice is stored.
  await page.getByText("Light", { exact: true }).click();
  await expect(page.getByText("Theme set to light")).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);

  await page.reload();
  await expect(page.getByTestId("current-timezone")).toHaveText("Pacific/Chatham");
  await expect(page.getByTestId("default-font")).toHaveText(/Georgia/);
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();

  // The variables page shows $time on the host's clock.
  await page.goto("/host/variables");
  const time = await page.getByTestId("value-$time").textContent();
  const chatham = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Pacific/Chatham",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const now = Date.now();
  expect([chatham.format(now - 60_000), chatham.format(now)]).toContain(time);
});

test("host dashboard: quick controls change variables live", async ({ page, context, baseURL }) => {
  await signUp(context.request, baseURL, "Dashboard Host");
  await page.goto("/host/dashboard");
  await expect(page.getByText("Signed in as Dashboard Host")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a screen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a variable" })).toBeVisible();

  // Two variables, made the way a host does it.
  await page.goto("/host/variables");
  for (const [key, type, value] of [
    ["live", "boolean", "false"],
    ["score", "number", "0"],
  ] as const) {
    await page
      .getByRole("button", { name: /New variable|Create a variable/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Key", { exact: true }).fill(key);
    await dialog.getByLabel("Type").click();
    await page.getByRole("option", { name: type, exact: true }).click();
    await dialog.getByLabel("Default value").fill(value);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(`Created ${key}`)).toBeVisible();
  }

  await page.goto("/host/dashboard");
  const live = page.getByRole("switch", { name: "Value of live" });
  await expect(live).not.toBeChecked();
  await live.click();
  await expect(live).toBeChecked();
  const score = page.getByRole("textbox", { name: "Value of score" });
  await expect(score).toHaveValue("0");
  await page.getByRole("button", { name: "Increase score" }).click();
  await page.getByRole("button", { name: "Increase score" }).click();
  await expect(score).toHaveValue("2");
  await page.getByRole("button", { name: "Decrease score" }).click();
  await expect(score).toHaveValue("1");

  // Stored, not just drawn: the variables page (a fresh query) agrees.
  await page.goto("/host/variables");
  await expect(page.getByRole("switch", { name: "Value of live" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Value of score" })).toHaveValue("1");
});
