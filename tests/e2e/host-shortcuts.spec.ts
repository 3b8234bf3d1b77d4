import { expect, type Locator, type Page, test } from "@playwright/test";
import { mustCall } from "./support/call-function";
import { signUp } from "./support/sign-up";

/** Top-level step cards in order (nested ones sit inside the `if` card). */
function topSteps(page: Page): Locator {
  return page.getByRole("list", { name: "Steps" }).locator(":scope > li");
}

/** Opens the last "Add step" menu inside `scope` and picks a kind by its label. */
async function addStep(page: Page, scope: Locator | Page, kind: string) {
  await scope.getByRole("button", { name: "Add step" }).last().click();
  await page.getByRole("menuitem").filter({ hasText: kind }).first().click();
}

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

test("host shortcuts: build steps with an if, reorder, disable, reload → persisted; bad values show the zod message", async ({
  page,
  context,
  baseURL,
}) => {
  // Builds, reorders, reloads and deletes through the UI: often near the default minute.
  test.setTimeout(90_000);
  await signUp(context.request, baseURL, "Shortcut Host");
  await mustCall(context.request, "mutation", "variables:create", {
    key: "score",
    type: "number",
    value: 0,
  });
  await page.goto("/host/shortcuts");

  // The empty state teaches the next step.
  await expect(page.getByRole("heading", { name: "No shortcuts yet" })).toBeVisible();
  await page.getByRole("button", { name: "Create a shortcut" }).click();
  let dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create shortcut" }).click();
  await expect(dialog.getByText("Give the shortcut a name")).toBeVisible();
  await dialog.getByLabel("Name").fill("Add point");
  await dialog.getByRole("button", { name: "Create shortcut" }).click();
  await expect(page.getByText("Created “Add point”")).toBeVisible();
  await expect(page).toHaveURL(/\?shortcut=/);
  await expect(page.getByRole("heading", { name: "Add point", level: 2 })).toBeVisible();

  // Step 1: increment score.
  await addStep(page, page, "Increment variable");
  const first = topSteps(page).nth(0);
  await expect(first.getByText("Pick a variable")).toBeVisible();
  await pick(page, first, "Number variable", "score (number)");

  // Step 2: wait, first with a bad value: the schema's message shows and nothing saves.
  await addStep(page, page, "Wait");
  const wait = topSteps(page).nth(1);
  await wait.getByLabel("Milliseconds").fill("-5");
  await expect(wait.getByText(/Too small: expected number to be >=0/)).toBeVisible();
  await expect(page.getByTestId("save-status")).toHaveText("Not saved: fix 1 problem");
  await wait.getByLabel("Milliseconds").fill("250");

  // Step 3: if score > 3 then notify.
  await addStep(page, page, "If / else");
  const branch = topSteps(page).nth(2);
  await branch.getByRole("textbox", { name: "Condition 1" }).fill("lives > 3");
  await expect(branch.getByText("Unknown variable 'lives'")).toBeVisible();
  await branch.getByRole("textbox", { name: "Condition 1" }).fill("score > 3");
  await addStep(page, branch.getByRole("region", { name: "Then" }), "Notify");
  await branch.getByLabel("Message").fill("Big score: {{score}}");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");

  // Reorder: the if moves above the wait by button, then back down and up again by keyboard.
  await page.getByRole("button", { name: "Move step 3 up" }).click();
  await expect(topSteps(page).nth(1)).toHaveAttribute("data-step-type", "if");
  await expect(page.getByRole("button", { name: "Move step 2 up" })).toBeFocused();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(topSteps(page).nth(2)).toHaveAttribute("data-step-type", "if");
  await page.keyboard.press("Alt+ArrowUp");
  await expect(topSteps(page).nth(1)).toHaveAttribute("data-step-type", "if");

  // Disable the wait (now step 3).
  await page.getByRole("switch", { name: "Step 3 enabled" }).click();
  await expect(topSteps(page).nth(2)).toHaveAttribute("data-disabled", "true");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");

  await page.reload();
  await expect(topSteps(page)).toHaveCount(3);
  await expect(topSteps(page).nth(0)).toHaveAttribute("data-step-type", "increment_variable");
  await expect(topSteps(page).nth(1)).toHaveAttribute("data-step-type", "if");
  await expect(topSteps(page).nth(2)).toHaveAttribute("data-step-type", "wait");
  await expect(topSteps(page).nth(2)).toHaveAttribute("data-disabled", "true");
  await expect(topSteps(page).nth(1).getByRole("textbox", { name: "Condition 1" })).toHaveValue(
    "score > 3",
  );
  await expect(topSteps(page).nth(1).getByLabel("Message")).toHaveValue("Big score: {{score}}");
  await expect(topSteps(page).nth(2).getByLabel("Milliseconds")).toHaveValue("250");

  // The server holds exactly that shape.
  const [stored] = await mustCall<{ name: string; steps: unknown[] }[]>(
    context.request,
    "query",
    "shortcuts:list",
    {},
  );
  expect(stored?.steps).toEqual([
    { type: "increment_variable", variable: "score", by: 1 },
    {
      type: "if",
      conditions: [{ expression: "score > 3" }],
      match: "all",
      // biome-ignore lint/suspicious/noThenProperty: the if step's stored JSON shape; never awaited.
      then: [{ type: "notify", message: "Big score: {{score}}", level: "info" }],
      else: [],
    },
    { type: "wait", ms: 250, disabled: true },
  ]);

  // Rename from the list and search; delete asks first.
  await page.getByRole("button", { name: "Actions for Add point" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Add a point");
  await dialog.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("heading", { name: "Add a point", level: 2 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search shortcuts" }).fill("zzz");
  await expect(page.getByText("No shortcut matches “zzz”.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search shortcuts" }).fill("point");
  await page.getByRole("button", { name: "Actions for Add a point" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete shortcut" }).click();
  await expect(page.getByRole("heading", { name: "No shortcuts yet" })).toBeVisible();
});

test("a step dragged by its grip lands where it is dropped and is saved", async ({
  page,
  context,
  baseURL,
}) => {
  // Tall enough that the whole list is on screen: the mouse only drags what it can reach.
  await page.setViewportSize({ width: 1280, height: 2000 });
  await signUp(context.request, baseURL, "Drag Host");
  const id = await mustCall<string>(context.request, "mutation", "shortcuts:create", {
    name: "Drag me",
    steps: [
      { type: "wait", ms: 1 },
      { type: "wait", ms: 2 },
      { type: "notify", message: "hi" },
    ],
  });
  await page.goto(`/host/shortcuts?shortcut=${id}`);
  await expect(topSteps(page)).toHaveCount(3);
  const grip = await topSteps(page).nth(2).locator('[title="Drag to reorder"]').boundingBox();
  const target = await topSteps(page).nth(0).boundingBox();
  if (!grip || !target) throw new Error("The step cards are not laid out");
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + 5, grip.y - 10, { steps: 5 });
  await page.mouse.move(target.x + 40, target.y + 20, { steps: 15 });
  await page.mouse.up();
  await expect(topSteps(page).nth(0)).toHaveAttribute("data-step-type", "notify");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await page.reload();
  await expect(topSteps(page).nth(0)).toHaveAttribute("data-step-type", "notify");
  await expect(topSteps(page).nth(1).getByLabel("Milliseconds")).toHaveValue("1");
});
