import { expect, test } from "@playwright/test";

const CASES = [
  { path: "/nope", home: "/" },
  { path: "/deeply/nested/nope", home: "/" },
  { path: "/host/nope", home: "/host" },
  { path: "/client/nope", home: "/client" },
] as const;

for (const { path, home } of CASES) {
  test(`${path} shows the not-found screen linking to ${home}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404: Page not found" })).toBeVisible();
    await expect(page.getByText("There's nothing here.")).toBeVisible();
    await expect(page).toHaveTitle(/404: Page not found/);
    const goHome = page.getByRole("link", { name: "Go home" });
    await expect(goHome).toHaveAttribute("href", home);
  });
}
