import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

/** Issue 5 item 5: the screen editor on a saved screen, and the same editor signed out. */

/** Calls a sync function through the HTTP API, as the signed-in user of `request`. */
async function callMutation(request: APIRequestContext, path: string, args: object) {
  const tokenResponse = await request.get("/api/auth/token");
  expect(tokenResponse.ok(), await tokenResponse.text()).toBe(true);
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await request.post("/api/mutation", {
    data: { path, args, format: "json" },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { status: string; value?: unknown };
  expect(body.status, JSON.stringify(body)).toBe("success");
  return body.value;
}

async function createScreen(page: Page, name: string) {
  await page.goto("/host");
  await page.getByRole("button", { name: "New screen" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a screen" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Columns").fill("4");
  await dialog.getByLabel("Rows").fill("3");
  await dialog.getByRole("button", { name: "Create screen" }).click();
  await expect(page).toHaveURL(/\/host\/screens\/[^/]+\/edit$/);
}

/** Drags from the middle of `from` by whole pixels, in steps so dnd-kit sees a drag. */
async function dragBy(page: Page, from: Locator, dx: number, dy: number) {
  const box = await from.boundingBox();
  if (!box) throw new Error("nothing to drag");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 3, y + dy / 3, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
}

test("host editor: add, drag and keyboard resize, live label, shortcut, undo/redo, reload", async ({
  page,
  context,
  baseURL,
}) => {
  // One long story on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  await signUp(context.request, baseURL, "Editor Host");
  await createScreen(page, "Stream deck");
  const canvas = page.getByTestId("editor-canvas");
  await expect(page.getByRole("heading", { name: "Stream deck" })).toBeVisible();
  const status = page.getByTestId("save-status");

  // Two widgets from empty cells: one by click, one by keyboard (Enter on a cell).
  await canvas.getByRole("button", { name: "Add a button at column 1, row 1" }).click();
  const first = canvas.getByRole("button", {
    name: /^New button, action, column 1, row 1, 1 by 1/,
  });
  await expect(first).toBeVisible();
  await expect(status).toHaveText("Saved");
  await canvas.getByRole("button", { name: "Add a button at column 1, row 3" }).focus();
  await page.keyboard.press("Enter");
  const second = canvas.getByRole("button", { name: /column 1, row 3, 1 by 1/ });
  await expect(second).toBeVisible();

  // Resize the first by pulling its corner one cell right.
  await first.click();
  const firstId = (await first.getAttribute("data-testid"))?.replace("canvas-tile-", "") ?? "";
  const cellWidth = (await first.boundingBox())?.width ?? 0;
  await dragBy(page, page.getByTestId(`resize-handle-${firstId}`), cellWidth * 1.1, 0);
  await expect(page.getByTestId("drop-preview")).toHaveAttribute("data-valid", "true");
  await page.mouse.up();
  const wide = canvas.getByRole("button", { name: /column 1, row 1, 2 by 1/ });
  await expect(wide).toBeVisible();

  // A drop onto another widget is refused visibly and nothing moves.
  await dragBy(page, second, 0, -(await second.boundingBox().then((b) => b?.height ?? 0)) * 2.2);
  await expect(page.getByTestId("drop-preview")).toHaveAttribute("data-valid", "false");
  await expect(page.getByTestId("drop-preview")).toContainText("Two buttons overlap");
  await page.mouse.up();
  await expect(page.getByText("Two buttons overlap at column 1, row 1").first()).toBeVisible();
  await expect(canvas.getByRole("button", { name: /column 1, row 3, 1 by 1/ })).toBeVisible();

  // Keyboard: Alt+Shift+→ widens the second, Alt+→ moves it, announced.
  await second.focus();
  await page.keyboard.press("Alt+Shift+ArrowRight");
  await expect(canvas.getByRole("button", { name: /column 1, row 3, 2 by 1/ })).toBeVisible();
  await expect(page.getByTestId("editor-announcer")).toHaveText("Now 2 wide and 1 high");
  await page.keyboard.press("Alt+ArrowRight");
  await expect(canvas.getByRole("button", { name: /column 2, row 3, 2 by 1/ })).toBeVisible();

  // A variable `score` made through the sync HTTP API; the label autocompletes it.
  await callMutation(page.request, "variables:create", { key: "score", type: "number", value: 5 });
  await wide.click();
  const label = page.getByRole("combobox", { name: "Label", exact: true });
  await label.fill("Score {{");
  await expect(page.getByRole("option", { name: /score/ })).toBeVisible();
  await label.press("Enter");
  await expect(label).toHaveValue("Score {{score}}");
  await expect(canvas.getByRole("button", { name: /^Score 5, action/ })).toBeVisible();

  // A broken placeholder is flagged as you type and not saved.
  await label.fill("Score {{score +}}");
  await expect(page.getByRole("alert").filter({ hasText: "position" })).toBeVisible();
  await label.fill("Score {{score}}");

  // Changing the value on /host/variables reaches the editor live.
  const variablesPage = await context.newPage();
  await variablesPage.goto("/host/variables");
  const value = variablesPage.getByRole("textbox", { name: "Value of score" });
  await value.fill("9");
  await value.press("Enter");
  await expect(canvas.getByRole("button", { name: /^Score 9, action/ })).toBeVisible();
  await variablesPage.close();

  // Bind a shortcut (made through the API) to the press event.
  await callMutation(page.request, "shortcuts:create", {
    name: "Go live",
    steps: [{ type: "notify", message: "Live!" }],
  });
  await canvas.getByRole("button", { name: /^Score 9/ }).click();
  await page.getByRole("combobox", { name: "Press", exact: true }).click();
  await page.getByRole("option", { name: "Run a shortcut" }).click();
  await expect(page.getByRole("combobox", { name: "Shortcut" })).toContainText("Go live");
  await expect(status).toHaveText("Saved");

  // Undo (Ctrl+Z) unbinds, redo (Shift+Ctrl+Z) binds again; the toolbar buttons too.
  await canvas.getByRole("button", { name: /^Score 9/ }).focus();
  await page.keyboard.press("Control+z");
  await expect(page.getByRole("combobox", { name: "Press", exact: true })).toContainText("Nothing");
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByRole("combobox", { name: "Shortcut" })).toContainText("Go live");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("combobox", { name: "Press", exact: true })).toContainText("Nothing");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(page.getByRole("combobox", { name: "Shortcut" })).toContainText("Go live");
  await expect(status).toHaveText("Saved");

  // Delete and undo bring the widget back with its label.
  await canvas.getByRole("button", { name: /column 2, row 3/ }).focus();
  await page.keyboard.press("Delete");
  await expect(canvas.getByRole("button", { name: /column 2, row 3, 2 by 1/ })).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(canvas.getByRole("button", { name: /column 2, row 3, 2 by 1/ })).toBeVisible();

  // Reload: everything was stored.
  await page.reload();
  await expect(
    canvas.getByRole("button", { name: /^Score 9, action, column 1, row 1, 2 by 1/ }),
  ).toBeVisible();
  await expect(canvas.getByRole("button", { name: /column 2, row 3, 2 by 1/ })).toBeVisible();
  await canvas.getByRole("button", { name: /^Score 9/ }).click();
  await expect(page.getByRole("combobox", { name: "Shortcut" })).toContainText("Go live");

  // Export JSON, then import the file: a new screen with the same widgets opens.
  const editUrl = page.url();
  await page.getByRole("tab", { name: "Screen" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("stream-deck.deckbot.json");
  const file = await download.path();
  await page.getByLabel("Screen JSON file").setInputFiles(file);
  await expect(page).not.toHaveURL(editUrl);
  await expect(page).toHaveURL(/\/host\/screens\/[^/]+\/edit$/);
  await expect(
    canvas.getByRole("button", { name: /^Score 9, action, column 1, row 1, 2 by 1/ }),
  ).toBeVisible();
});

test("the editor shows the friendly empty state for a screen that is not mine", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context.request, baseURL, "Nosy Host");
  await page.goto("/host/screens/no-such-screen/edit");
  await expect(
    page.getByRole("heading", { name: "This screen is not in your account" }),
  ).toBeVisible();
});

test("/private/neweditor: the same editor on a local screen, signed out", async ({ page }) => {
  await page.goto("/private/neweditor");
  const canvas = page.getByTestId("editor-canvas");
  await expect(page.getByTestId("save-status")).toContainText("not saved");
  await canvas.getByRole("button", { name: "Add a button at column 3, row 1" }).click();
  const added = canvas.getByRole("button", { name: /^New button, action, column 3, row 1/ });
  await expect(added).toBeVisible();
  await page.getByRole("combobox", { name: "Label", exact: true }).fill("Hello");
  await expect(
    canvas.getByRole("button", { name: /^Hello, action, column 3, row 1/ }),
  ).toBeVisible();
  await canvas.getByRole("button", { name: /^Hello/ }).focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(
    canvas.getByRole("button", { name: /^Hello, action, column 3, row 2/ }),
  ).toBeVisible();
  await page.keyboard.press("Delete");
  await expect(canvas.getByRole("button", { name: /^Hello/ })).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(
    canvas.getByRole("button", { name: /^Hello, action, column 3, row 2/ }),
  ).toBeVisible();

  // Screen settings: a sixth column appears; shrinking the grid under a widget is refused
  // and the field goes back to the stored size.
  await page.getByRole("tab", { name: "Screen" }).click();
  await page.getByLabel("Columns").fill("6");
  await expect(
    canvas.getByRole("button", { name: "Add a button at column 6, row 1" }),
  ).toBeVisible();
  await page.getByLabel("Columns").fill("2");
  await expect(page.getByText(/outside the 2×3 grid/).first()).toBeVisible();
  await expect(page.getByLabel("Columns")).toHaveValue("6");
  await expect(
    canvas.getByRole("button", { name: "Add a button at column 6, row 1" }),
  ).toBeVisible();

  // Import refuses another schema version with zod's words and where.
  await page.getByLabel("Screen JSON file").setInputFiles({
    name: "old.deckbot.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ schemaVersion: 2, screen: {}, buttons: [] })),
  });
  await expect(page.getByRole("alert").filter({ hasText: "schemaVersion" })).toBeVisible();
});
