import { expect, test } from "@playwright/test";

test.describe("error screen", () => {
  test("Retry reloads the page", async ({ page }) => {
    await page.goto("/private/kitchensink?throw=1");
    await expect(page.getByRole("heading", { name: "Something went wrong!" })).toBeVisible();
    await expect(page.getByText("Let's try again or clear the cache.")).toBeVisible();
    // A marker on window disappears only if the document really reloads.
    await page.evaluate(() => {
      (window as unknown as { marker?: number }).marker = 1;
    });
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "Retry" }).click(),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    await expect(page.getByRole("heading", { name: "Something went wrong!" })).toBeVisible();
  });

  test("Clear cache empties Cache Storage and reloads", async ({ page }) => {
    await page.goto("/private/kitchensink?throw=1");
    await expect(page.getByRole("heading", { name: "Something went wrong!" })).toBeVisible();
    await page.evaluate(async () => {
      const cache = await caches.open("deckbot-test");
      await cache.put("/cached", new Response("x"));
      (window as unknown as { marker?: number }).marker = 1;
    });
    expect(await page.evaluate(() => caches.keys())).toContain("deckbot-test");
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "Clear cache" }).click(),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    // The reloaded page registers the service worker again, which precaches anew; what was
    // cached before the click must be gone.
    expect(await page.evaluate(() => caches.keys())).not.toContain("deckbot-test");
  });
});
