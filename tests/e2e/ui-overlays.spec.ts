import { expect, test } from "@playwright/test";

test("the loading overlay offers a retry only after 10 seconds", async ({ page }) => {
  await page.clock.install();
  await page.goto("/private/kitchensink");
  await page.getByRole("button", { name: /Show loading overlay/ }).click();
  const overlay = page.getByRole("status");
  await expect(overlay).toBeVisible();
  await page.clock.runFor(9_000);
  await expect(page.getByText("Taking too long?")).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(page.getByText("Taking too long?")).toBeVisible();
  await expect(overlay.getByRole("button", { name: "Retry" })).toBeVisible();
});

test("native wrappers get the offline overlay until the connection returns", async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (Linux; Android 15) Chrome/140 Mobile DeckbotClient/1.0",
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByText("You're offline!")).toBeHidden();
  await context.setOffline(true);
  await expect(page.getByText("You're offline!")).toBeVisible();
  await expect(page.getByText("Please check your internet connection.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("You're offline!")).toBeHidden();
  await context.close();
});

test("an ordinary browser tab never shows the offline overlay", async ({ page, context }) => {
  await page.goto("/");
  await context.setOffline(true);
  await page.waitForTimeout(300);
  await expect(page.getByText("You're offline!")).toBeHidden();
  await context.setOffline(false);
});

test("the new editor adds a button in an empty cell and renames it inline", async ({ page }) => {
  await page.goto("/private/neweditor");
  const canvas = page.getByTestId("editor-canvas");
  await canvas.getByRole("button", { name: "Add a button at column 3, row 2" }).click();
  const label = page.getByRole("combobox", { name: "Label", exact: true });
  await expect(label).toHaveValue("New button");
  await expect(page.getByText("Column 3, row 2 · 1×1")).toBeVisible();
  await label.fill("Scene: Intro");
  await expect(
    canvas.getByRole("button", { name: /^Scene: Intro, action, column 3, row 2/ }),
  ).toBeVisible();
  await expect(canvas.getByRole("button", { name: "Add a button at column 3, row 2" })).toHaveCount(
    0,
  );
});
