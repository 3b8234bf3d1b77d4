import { expect, test } from "@playwright/test";
import { mustCall } from "./support/call-function";
import { signUp } from "./support/sign-up";

type Item = { id: string; key?: string; name?: string; sourceScreenId?: string | null };
type Detail = {
  buttons: { style: { label?: string }; on: { press?: { shortcutId?: string } } }[];
};

test("discover: publish a screen with a shortcut and a variable; another host finds, previews and installs it remapped by key", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Two accounts, five pages and a publish/install round trip: more than the default minute.
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const screenName = `Point board ${suffix}`;

  // Author A: variable `score` on the Variables page, shortcut `Add point` on the Shortcuts page.
  await signUp(context.request, baseURL, `Ann Author ${suffix}`);
  await page.goto("/host/variables");
  await page.getByRole("button", { name: "Create a variable" }).click();
  const variableDialog = page.getByRole("dialog");
  await variableDialog.getByLabel("Key", { exact: true }).fill("score");
  await variableDialog.getByLabel("Default value").fill("0");
  await variableDialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Created score")).toBeVisible();

  await page.goto("/host/shortcuts");
  await page.getByRole("button", { name: "Create a shortcut" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Add point");
  await page.getByRole("dialog").getByRole("button", { name: "Create shortcut" }).click();
  await page.getByRole("button", { name: "Add step" }).click();
  await page.getByRole("menuitem", { name: /^Increment variable/ }).click();
  await page.getByRole("combobox", { name: "Number variable" }).click();
  await page.getByRole("option", { name: "score (number)" }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  const shortcutId = new URL(page.url()).searchParams.get("shortcut") as string;
  expect(shortcutId).toBeTruthy();

  // A screen with a button using both (the grid editor is not under test here).
  const screenId = await mustCall<string>(context.request, "mutation", "screens:create", {
    name: screenName,
    columns: 2,
    rows: 1,
  });
  await mustCall(context.request, "mutation", "buttons:create", {
    screenId,
    x: 0,
    y: 0,
    label: "Score {{score}}",
    shortcutId,
  });

  // Publish from the manage table.
  await page.goto("/host/screens");
  await page.getByRole("button", { name: `Publish ${screenName} to Discover` }).click();
  const publish = page.getByRole("dialog", { name: "Publish to Discover" });
  await expect(publish.getByText("Not published yet.")).toBeVisible();
  await publish.getByLabel("Description").fill("Tap to score a point");
  await publish.getByRole("button", { name: "Publish version 1" }).click();
  await expect(page.getByText(`Published “${screenName}” as version 1`)).toBeVisible();

  // Installer B in a second browser context.
  const other = await browser.newContext({ baseURL });
  await signUp(other.request, baseURL, `Bea Builder ${suffix}`);
  await mustCall(other.request, "mutation", "variables:create", {
    key: "lives",
    type: "number",
    value: 3,
  });
  const bPage = await other.newPage();
  await bPage.goto("/host/discover-screens");
  await bPage.getByRole("searchbox", { name: "Search screens" }).fill(suffix);
  await expect(bPage).toHaveURL(new RegExp(`search=${suffix}`));
  const cards = bPage.getByTestId("discover-card");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(screenName);
  await expect(cards).toContainText(`by Ann Author ${suffix}`);
  await expect(cards).toContainText("v1");
  await expect(cards).toContainText("0 installs");

  await cards.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = bPage.getByRole("dialog", { name: screenName });
  await expect(preview.getByText("Tap to score a point")).toBeVisible();
  await expect(preview.getByText("1 widget on a 2 × 1 grid")).toBeVisible();
  await expect(preview.getByText("Add point")).toBeVisible();
  await expect(preview.getByText("score", { exact: true })).toBeVisible();
  await expect(preview.getByText("Score 0")).toBeVisible();
  await preview.getByRole("button", { name: "Add to my screens" }).click();
  await expect(bPage.getByText(`Added “${screenName}” to your screens`)).toBeVisible();
  await expect(cards).toContainText("1 install");

  // B's copy uses B's own `score` and `Add point`, not A's rows.
  const bScreens = await mustCall<Item[]>(other.request, "query", "screens:list", {});
  const copy = bScreens.find((s) => s.sourceScreenId === screenId);
  expect(copy).toBeTruthy();
  const bVariables = await mustCall<Item[]>(other.request, "query", "variables:list", {});
  const aVariables = await mustCall<Item[]>(context.request, "query", "variables:list", {});
  const bScore = bVariables.find((v) => v.key === "score");
  expect(bScore?.id).toBeTruthy();
  expect(bScore?.id).not.toBe(aVariables.find((v) => v.key === "score")?.id);
  const bShortcuts = await mustCall<Item[]>(other.request, "query", "shortcuts:list", {});
  const bAddPoint = bShortcuts.find((s) => s.name === "Add point");
  expect(bAddPoint?.id).toBeTruthy();
  expect(bAddPoint?.id).not.toBe(shortcutId);
  const detail = await mustCall<Detail>(other.request, "query", "screens:get", {
    screenId: copy?.id,
  });
  expect(detail.buttons[0]?.on.press?.shortcutId).toBe(bAddPoint?.id);

  // And B sees it in the product: on the index, and the shortcut on B's Shortcuts page.
  await bPage.goto("/host");
  await expect(bPage.getByTestId("screen-card").filter({ hasText: screenName })).toBeVisible();
  await bPage.goto("/host/shortcuts");
  await bPage.getByRole("button", { name: "Add point 1 step" }).click();
  await expect(bPage.getByRole("combobox", { name: "Number variable" })).toHaveText(
    "score (number)",
  );
  await other.close();
});
