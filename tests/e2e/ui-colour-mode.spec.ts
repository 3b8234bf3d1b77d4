import { expect, test } from "@playwright/test";

test("the colour mode chosen in the toggle survives a reload and is server-rendered", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // Default with no cookie is dark (SPEC §4), already in the server HTML.
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Colour mode" }).first().click();
  await page.getByRole("menuitemradio", { name: "Light" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === "deckbot-colour-mode");
  expect(cookie?.value).toBe("light");
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.path).toBe("/");
  // One year, give or take the seconds the test takes.
  expect(Math.round((cookie?.expires ?? 0) - Date.now() / 1000)).toBeGreaterThan(31_536_000 - 60);

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);

  // The response HTML itself carries the class, so there is no flash before scripts run.
  const html = await (
    await request.get("/", { headers: { cookie: "deckbot-colour-mode=light" } })
  ).text();
  expect(html).toMatch(/<html[^>]*class="light"/);
  const dark = await (
    await request.get("/", { headers: { cookie: "deckbot-colour-mode=dark" } })
  ).text();
  expect(dark).toMatch(/<html[^>]*class="dark"/);
});

test("system mode follows the device preference before first paint", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ colorScheme: "light" });
  await context.addCookies([
    { name: "deckbot-colour-mode", value: "system", url: baseURL ?? "http://localhost" },
  ]);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await context.close();
});
