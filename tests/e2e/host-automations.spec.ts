import { type APIRequestContext, expect, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

/** Calls a sync mutation over the HTTP API as the signed-in user of `request`. */
async function mutation(request: APIRequestContext, path: string, args: unknown) {
  const { token } = (await (await request.get("/api/auth/token")).json()) as { token: string };
  const response = await request.post("/api/mutation", {
    data: { path, args, format: "json" },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { status: string; value: unknown };
  expect(body.status, JSON.stringify(body)).toBe("success");
  return body.value;
}

// The automations section sits on /host/shortcuts (components/automations).
test("automations: create one, fire it by webhook, see last fired live, refuse a wrong secret", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context.request, baseURL, "Automation Host");
  await mutation(context.request, "variables:create", { key: "donor", type: "string", value: "" });
  await mutation(context.request, "shortcuts:create", {
    name: "Thank donor",
    steps: [{ type: "set_variable", variable: "donor", value: "{{input.name}}" }],
  });

  await page.goto("/host/shortcuts");
  const section = page.getByRole("region", { name: "Automations" });
  await expect(section.getByText("Run a shortcut by itself")).toBeVisible();
  await section.getByRole("button", { name: "Create an automation" }).click();
  const dialog = page.getByRole("dialog");

  // Bad input is explained beside the field, nothing is saved.
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Give the automation a name")).toBeVisible();
  await expect(dialog.getByText("Pick a variable")).toBeVisible();

  await dialog.getByLabel("Name").fill("Donation");
  await dialog.getByRole("combobox", { name: "Event 1" }).click();
  await page.getByRole("option", { name: "A webhook is called" }).click();
  await dialog.getByRole("button", { name: "Add a condition" }).click();
  await dialog.getByRole("textbox", { name: "Condition 1", exact: true }).fill("true");
  await dialog.getByLabel("Run this shortcut").click();
  await page.getByRole("option", { name: "Thank donor" }).click();
  await dialog.getByLabel("At most once every (seconds)").fill("0");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Created Donation")).toBeVisible();

  const card = page.getByTestId("automation-Donation");
  await expect(card.getByText("When its webhook is called")).toBeVisible();
  await expect(card.getByText("Runs Thank donor")).toBeVisible();
  await expect(card.getByTestId("last-fired")).toHaveText("Never fired");
  const url = await card.getByRole("textbox", { name: "Webhook URL" }).inputValue();
  expect(url).toMatch(/\/api\/hooks\/[\w-]+\?secret=/);

  const wrong = await context.request.post(url.replace(/secret=[^&]+/, "secret=wrong"), {
    data: { name: "Mallory" },
  });
  expect(wrong.status()).toBe(403);
  expect(await wrong.json()).toMatchObject({ code: "FORBIDDEN" });

  const right = await context.request.post(url, { data: { name: "Ann" } });
  expect(right.status()).toBe(202);
  await expect(card.getByTestId("last-fired")).toHaveText("Last fired just now");

  // The run used the body in its template.
  await page.goto("/host/variables");
  await expect(page.getByRole("textbox", { name: "Value of donor" })).toHaveValue("Ann");

  // Pausing it is one switch; a paused webhook is refused.
  await page.goto("/host/shortcuts");
  await page.getByRole("switch", { name: "Donation enabled" }).click();
  await expect(page.getByText("Donation paused")).toBeVisible();
  const paused = await context.request.post(url, { data: {} });
  expect(paused.status()).toBe(403);
});
