import { expect, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

test("the filter bar shows valid URL filters, drops invalid ones and writes changes back", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context.request, baseURL);
  await page.goto("/host?search=obs&sortBy=bogus&ascending=maybe");
  await expect(page.getByRole("searchbox", { name: "Search screens" })).toHaveValue("obs");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText(/Last updated/);
  await expect(page.getByText("No screens match these filters")).toBeVisible();

  await page.getByRole("button", { name: "Newest first" }).click();
  await expect(page).toHaveURL(/\/host\?search=obs&ascending=true$/);

  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Date created" }).click();
  await expect(page).toHaveURL(/\/host\?search=obs&sortBy=createdAt&ascending=true$/);

  await page.getByRole("searchbox", { name: "Search screens" }).fill("scene");
  await expect(page).toHaveURL(/search=scene/);

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/host$/);
  await expect(page.getByText("You have no screens yet")).toBeVisible();
});
