import { expect, test } from "@playwright/test";

/** SPEC §4: a stale chunk after a deploy clears caches and reloads, once, never in a loop. */
const raiseChunkError = () => {
  const reason = new TypeError(
    "Failed to fetch dynamically imported module: /_next/static/chunks/gone.js",
  );
  window.dispatchEvent(
    new PromiseRejectionEvent("unhandledrejection", { promise: Promise.resolve(), reason }),
  );
};

test("a dynamic-import failure clears the caches and reloads once", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length))
    .toBeGreaterThan(0);

  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  const reloaded = page.waitForEvent("load");
  await page.evaluate(raiseChunkError);
  await reloaded;
  expect(await page.evaluate(() => "beforeReload" in window)).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem("deckbot:chunk-reload"))).not.toBeNull();

  // The same failure right after the reload is a real outage: no second reload.
  await page.evaluate(() => {
    (window as unknown as { afterReload: boolean }).afterReload = true;
  });
  await page.evaluate(raiseChunkError);
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => "afterReload" in window)).toBe(true);
});

test("other errors do not reload the page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
    window.dispatchEvent(
      new PromiseRejectionEvent("unhandledrejection", {
        promise: Promise.resolve(),
        reason: new TypeError("Failed to fetch"),
      }),
    );
  });
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => "marker" in window)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem("deckbot:chunk-reload"))).toBeNull();
});
