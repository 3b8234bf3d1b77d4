import { expect, test } from "@playwright/test";

/** SPEC §7/§9: /sw.js with scope /, the offline shell and the update toast. */

test("/sw.js is JavaScript that browsers must revalidate", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toBe("no-cache, max-age=0, must-revalidate");
  const body = await response.text();
  // The offline shell is in the precache manifest, with this build's chunks.
  expect(body).toContain('"/fallback"');
  expect(body).toContain("/_next/static/");
});

test("the service worker is registered with scope /", async ({ page, baseURL }) => {
  await page.goto("/");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  const scriptURL = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(scriptURL).toBe(`${baseURL}/sw.js`);
});

test("offline, an unvisited page shows the offline shell, which reloads when back online", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await context.setOffline(true);
  await page.goto("/?never-visited=1");
  await expect(page.getByRole("heading", { name: "You're offline!" })).toBeVisible();
  await expect(page.getByText("Please check your internet connection.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();

  // Back online, the shell reloads the URL it stood in for and the real page appears.
  const reloaded = page.waitForEvent("load");
  await context.setOffline(false);
  await reloaded;
  await expect(page.getByRole("heading", { name: "You're offline!" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(page.url()).search).toBe("?never-visited=1");
});

test("/fallback itself, online, is the bare app shell", async ({ page }) => {
  await page.goto("/fallback");
  await expect(page.getByRole("status", { name: "Loading Deckbot" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You're offline!" })).toHaveCount(0);
});

test("a waiting worker raises the persistent update toast; Update activates it and reloads", async ({
  page,
}) => {
  const waitingScript = () =>
    page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration("/"))?.waiting?.scriptURL ?? null,
    );
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // A new script URL installs a second worker, which waits (skipWaiting is off): the same
  // situation as a deploy that changed /sw.js.
  await page.evaluate(() =>
    navigator.serviceWorker.register("/sw.js?e2e-update=1", { scope: "/" }),
  );
  const toast = page.locator("[data-sonner-toast]", { hasText: "A UI update is available!" });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button", { name: "Update" })).toBeVisible();

  // Later hides it; a worker is still waiting, so the next check (here: the next load) asks again.
  await toast.getByRole("button", { name: "Later" }).click();
  await expect(toast).toHaveCount(0);
  await page.reload();
  await expect(toast).toBeVisible();
  // It does not time out like an ordinary toast (4 s default).
  await page.waitForTimeout(5_000);
  await expect(toast).toBeVisible();
  await expect.poll(waitingScript).not.toBeNull();

  const reloaded = page.waitForEvent("load");
  await toast.getByRole("button", { name: "Update" }).click();
  await reloaded;
  // The waiting worker took over; nothing waits any more, so no toast after the reload.
  await expect.poll(waitingScript).toBeNull();
  await expect(toast).toHaveCount(0);
});
