import { expect, test } from "@playwright/test";

test("render-svg serves the logo uncached, wordmark only with text=true", async ({ request }) => {
  const plain = await request.get("/private/render-svg");
  expect(plain.status()).toBe(200);
  expect(plain.headers()["content-type"]).toContain("image/svg+xml");
  expect(plain.headers()["cache-control"]).toContain("no-store");
  const plainBody = await plain.text();
  expect(plainBody.startsWith("<svg")).toBe(true);
  expect(plainBody).not.toContain(">Deckbot</text>");

  const withText = await (await request.get("/private/render-svg?text=true")).text();
  expect(withText).toContain(">Deckbot</text>");
  const withHost = await (await request.get("/private/render-svg?host=1")).text();
  expect(withHost).toContain(">HOST</text>");
});

test("render-svg refuses a bad flag with INVALID_ARGUMENT", async ({ request }) => {
  const response = await request.get("/private/render-svg?text=yes");
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.code).toBe("INVALID_ARGUMENT");
  expect(body.message).toContain("text");
});

test("the web manifest describes an installable standalone app", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe("Deckbot");
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toBe("#0e1020");
  expect(manifest.background_color).toBe("#0e1020");
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toContain("192x192");
  expect(sizes).toContain("512x512");
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(
    true,
  );
  for (const icon of manifest.icons as { src: string }[]) {
    const png = await request.get(icon.src);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  }
});

test("pages carry the SPEC description, share image and dark theme colour", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Deckbot");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Automate your workflows, streams, videogames and everything.",
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0e1020");
  await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute(
    "content",
    "2048",
  );
  await page.goto("/pricing");
  await expect(page).toHaveTitle("Pricing · Deckbot");
});
