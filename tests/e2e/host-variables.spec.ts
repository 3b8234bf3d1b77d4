import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

async function openCreateDialog(page: Page) {
  await page
    .getByRole("button", { name: /New variable|Create a variable/ })
    .first()
    .click();
  return page.getByRole("dialog");
}

test("host variables: create, edit inline live across devices, computed, duplicate, delete, system", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const { email, password } = await signUp(context.request, baseURL, "Variable Host");
  await page.goto("/host/variables");

  // Empty state teaches the next step; system variables are listed read-only.
  await expect(page.getByRole("heading", { name: "No variables yet" })).toBeVisible();
  await expect(page.getByText("Score {{score}}")).toBeVisible();
  const time = page.getByTestId("system-variable-$time");
  await expect(time).toBeVisible();
  await expect(time).toContainText("read-only");
  await expect(time.getByTestId("value-$time")).toHaveText(/^\d{2}:\d{2}$/);
  for (const key of ["$date", "$clients_online", "$agent_online", "$screen"]) {
    await expect(page.getByTestId(`system-variable-${key}`)).toBeVisible();
  }
  const system = page.getByRole("region", { name: "System variables" });
  await expect(system.getByRole("textbox")).toHaveCount(0);
  await expect(system.getByRole("switch")).toHaveCount(0);
  await expect(system.getByRole("button")).toHaveCount(0);

  // Create `score` (number): one row.
  let dialog = await openCreateDialog(page);
  await dialog.getByLabel("Key", { exact: true }).fill("score");
  await dialog.getByLabel("Default value").fill("0");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Created score")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("variable-row-score")).toHaveCount(1);

  // A second device of the same user, signed in through the auth API.
  const other = await browser.newContext({ baseURL });
  const signIn = await other.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL ?? "" },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const otherPage = await other.newPage();
  await otherPage.goto("/host/variables");
  const otherScore = otherPage.getByRole("textbox", { name: "Value of score" });
  await expect(otherScore).toHaveValue("0");

  // Inline edit: Enter saves; the other device sees it live; a reload keeps it.
  const score = page.getByRole("textbox", { name: "Value of score" });
  await score.fill("7");
  await score.press("Enter");
  await expect(otherScore).toHaveValue("7");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Value of score" })).toHaveValue("7");

  // Escape throws the typing away; a bad number is refused before sending.
  await score.fill("99");
  await score.press("Escape");
  await expect(score).toHaveValue("7");
  await score.fill("lots");
  await score.press("Enter");
  await expect(page.getByText("'lots' is not a number")).toBeVisible();
  await score.fill("7");
  await score.press("Enter");

  // A duplicate key shows the server's message on the field.
  dialog = await openCreateDialog(page);
  await dialog.getByLabel("Key", { exact: true }).fill("score");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("A variable named 'score' already exists")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("variable-row-score")).toHaveCount(1);

  // Computed: a bad expression blocks saving with a positioned error; a good one evaluates.
  dialog = await openCreateDialog(page);
  await dialog.getByLabel("Key", { exact: true }).fill("double");
  await dialog.getByRole("combobox", { name: "Kind" }).click();
  await page.getByRole("option", { name: /Computed/ }).click();
  const expression = dialog.getByLabel("Expression");
  await expression.fill("score *");
  await expect(dialog.getByRole("alert")).toContainText("position");
  await expect(dialog.getByRole("button", { name: "Create" })).toBeDisabled();
  await expression.fill("scroe * 2");
  await expect(dialog.getByRole("alert")).toHaveText("Unknown variable 'scroe'");
  await expect(dialog.getByRole("button", { name: "Create" })).toBeDisabled();
  await expression.fill("score * 2");
  await expect(dialog.getByText("Reads score")).toBeVisible();
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();
  const doubleValue = page.getByTestId("variable-row-double").getByTestId("value-double");
  await expect(doubleValue).toHaveText("14");
  await expect(page.getByTestId("variable-row-double")).toContainText("= score * 2");
  await expect(page.getByRole("textbox", { name: "Value of double" })).toHaveCount(0);

  // Changing score (here from the other device) updates the computed value live.
  await otherScore.fill("10");
  await otherScore.press("Enter");
  await expect(doubleValue).toHaveText("20");

  // Delete asks first; cancelling keeps it, confirming removes it.
  await page.getByRole("button", { name: "Delete double" }).first().click();
  let confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete double?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("variable-row-double")).toHaveCount(1);
  await page.getByRole("button", { name: "Delete double" }).first().click();
  confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted double")).toBeVisible();
  await expect(page.getByTestId("variable-row-double")).toHaveCount(0);
  await expect(otherPage.getByTestId("variable-row-double")).toHaveCount(0);

  await other.close();
});
