import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

/** Issue 5 item 4: the host index (cards, filters, actions) and the manage table. */

async function createScreen(page: Page, name: string, size = { columns: "5", rows: "2" }) {
  await page.goto("/host");
  await page.getByRole("button", { name: "New screen" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a screen" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Columns").fill(size.columns);
  await dialog.getByLabel("Rows").fill(size.rows);
  await dialog.getByRole("button", { name: "Create screen" }).click();
  await expect(page).toHaveURL(/\/host\/screens\/[^/]+\/edit$/);
}

function cards(page: Page) {
  return page.getByTestId("screen-card");
}

async function savedFiltersCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === "searchParams.___host");
}

let account: { email: string; password: string };

test.beforeEach(async ({ context, baseURL }) => {
  account = await signUp(context.request, baseURL);
});

test("creating a screen shows it once, with a live thumbnail, on the index", async ({ page }) => {
  await page.goto("/host");
  await expect(page.getByText("You have no screens yet")).toBeVisible();
  await page.getByRole("button", { name: "Create a screen" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a screen" });
  await dialog.getByLabel("Columns").fill("17");
  await dialog.getByLabel("Name").fill("Too wide");
  await dialog.getByRole("button", { name: "Create screen" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Columns and rows are whole numbers from 1 to 16.",
  );
  await page.keyboard.press("Escape");

  await createScreen(page, "Stream controls");
  await page.goto("/host");
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card.getByRole("link", { name: "Stream controls" })).toBeVisible();
  await expect(card.getByText("5 × 2")).toBeVisible();
  await expect(card.getByText("Private")).toBeVisible();
  await expect(card.getByTestId("screen-thumbnail")).toHaveAttribute("data-state", "ready");
});

test("rename and visibility in the manage table persist after a reload", async ({ page }) => {
  await createScreen(page, "Old name");
  await page.goto("/host/screens");
  const name = page.getByRole("textbox", { name: "Name of Old name" });
  await name.fill("Podcast desk");
  await name.press("Enter");
  await expect(page.getByText("Renamed to “Podcast desk”")).toBeVisible();

  await page.getByRole("combobox", { name: "Visibility of Podcast desk" }).click();
  await page.getByRole("option", { name: "Unlisted" }).click();
  await expect(page.getByText("“Podcast desk” is now unlisted")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Name of Podcast desk" })).toHaveValue(
    "Podcast desk",
  );
  await expect(page.getByRole("combobox", { name: "Visibility of Podcast desk" })).toHaveText(
    /Unlisted/,
  );

  // An empty name is refused and the old one comes back.
  const field = page.getByRole("textbox", { name: "Name of Podcast desk" });
  await field.fill("   ");
  await field.press("Enter");
  await expect(page.getByText("Give the screen a name")).toBeVisible();
  await expect(field).toHaveValue("Podcast desk");
});

test("duplicate makes a second card; delete asks first, then removes it", async ({ page }) => {
  await createScreen(page, "Scenes");
  await page.goto("/host");
  await page.getByRole("button", { name: "Actions for Scenes" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page.getByText("Duplicated “Scenes”")).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Scenes (copy)" })).toBeVisible();

  const copyActions = page.getByRole("button", { name: "Actions for Scenes (copy)" });
  await copyActions.click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete “Scenes (copy)”?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(cards(page)).toHaveCount(2);

  await copyActions.click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Scenes", exact: true })).toBeVisible();
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
});

test("an exported JSON imports as a new card; a broken file is a readable error", async ({
  page,
}, testInfo) => {
  await createScreen(page, "Portable");
  await page.goto("/host/screens");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Portable as JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("portable.deckbot.json");
  const exported = testInfo.outputPath("portable.json");
  await download.saveAs(exported);

  await page.goto("/host");
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel("Screen export file").setInputFiles({
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from("{not json"),
  });
  await expect(page.getByText("notes.json is not valid JSON.")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  await page.getByLabel("Screen export file").setInputFiles(exported);
  await expect(page.getByText("Imported portable.json")).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
});

test("bulk delete in the manage table removes the selected screens after confirming", async ({
  page,
}) => {
  await createScreen(page, "First");
  await createScreen(page, "Second");
  await createScreen(page, "Third");
  await page.goto("/host/screens");
  await expect(page.getByTestId("screen-row")).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Select First" }).check();
  await page.getByRole("checkbox", { name: "Select Third" }).check();
  await expect(page.getByText("2 of 3 selected")).toBeVisible();
  await page.getByRole("button", { name: "Delete selected" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete 2 screens?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("screen-row")).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Name of Second" })).toBeVisible();
});

test("search narrows the list, is saved in the URL and cookie, and Clear forgets both", async ({
  page,
  context,
}) => {
  await createScreen(page, "Alpha deck");
  await createScreen(page, "Beta deck");
  await page.goto("/host");
  await expect(cards(page)).toHaveCount(2);

  await page.getByRole("searchbox", { name: "Search screens" }).fill("Alpha");
  await expect(page).toHaveURL(/\/host\?search=Alpha$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Alpha deck");
  const cookie = await savedFiltersCookie(context);
  expect(decodeURIComponent(cookie?.value ?? "")).toBe('{"search":"Alpha"}');

  // A fresh visit to the bare path comes back to the saved search.
  await page.goto("/host");
  await expect(page).toHaveURL(/\/host\?search=Alpha$/);
  await expect(page.getByRole("searchbox", { name: "Search screens" })).toHaveValue("Alpha");
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(page).toHaveURL(/\/host$/);
  await expect(cards(page)).toHaveCount(2);
  expect(await savedFiltersCookie(context)).toBeUndefined();
  await page.goto("/host");
  await expect(page).toHaveURL(/\/host$/);
});

test("a second device signed in as the same host sees a new screen appear live", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/host");
  await expect(page.getByText("You have no screens yet")).toBeVisible();
  // A separate sign-in: its own session, as a phone or second browser would have.
  const other = await browser.newContext({ baseURL });
  const signIn = await other.request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { origin: baseURL ?? "" },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const otherPage = await other.newPage();
  await otherPage.goto("/host");
  await expect(otherPage.getByText("You have no screens yet")).toBeVisible();

  await createScreen(page, "Live one");
  await expect(cards(otherPage)).toHaveCount(1);
  await expect(cards(otherPage).first()).toContainText("Live one");
  await other.close();
});
