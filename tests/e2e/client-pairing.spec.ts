import { type Browser, expect, test } from "@playwright/test";
import { callFunction, mustCall } from "./support/call-function";
import { signUp } from "./support/sign-up";

async function newUser(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL });
  await signUp(context.request, baseURL, name);
  return { context, page: await context.newPage() };
}

test("pair a phone, approve live, press to change the host's score; viewers cannot press; revoking removes the screen", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const host = await newUser(browser, baseURL, "Stage Host");
  const api = host.context.request;
  await mustCall(api, "mutation", "variables:create", { key: "score", type: "number", value: 0 });
  const shortcutId = await mustCall<string>(api, "mutation", "shortcuts:create", {
    name: "Add point",
    steps: [{ type: "increment_variable", variable: "score", by: 1 }],
  });
  const screenId = await mustCall<string>(api, "mutation", "screens:create", {
    name: "Show deck",
    columns: 3,
    rows: 2,
  });
  await mustCall(api, "mutation", "buttons:create", {
    screenId,
    x: 0,
    y: 0,
    label: "Score {{score}}",
    shortcutId,
  });

  const volumeId = await mustCall<string>(api, "mutation", "variables:create", {
    key: "volume",
    type: "number",
    value: 0,
  });
  await mustCall(api, "mutation", "buttons:create", {
    screenId,
    x: 1,
    y: 0,
    w: 2,
    kind: "slider",
    label: "Volume",
    variableId: volumeId,
  });

  // Host creates a code on Settings; it shows as text and as a QR code.
  await host.page.goto("/host/settings");
  await host.page.getByRole("button", { name: "Create pairing code" }).click();
  const codeCard = host.page.getByTestId("pairing-code");
  await expect(codeCard).toBeVisible();
  await expect(codeCard.getByRole("img", { name: /QR code to pair/ })).toBeVisible();
  const code = (await codeCard.getAttribute("data-code")) ?? "";
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(codeCard).toContainText(/Expires in (10:00|9:\d\d)/);

  // The client scans the QR link: the code is prefilled; connecting waits for approval.
  const phone = await newUser(browser, baseURL, "Phone User");
  await phone.page.goto(`/client/connection?code=${code}`);
  await expect(phone.page.getByLabel("Pairing code")).toHaveValue(code);
  // The form suggests a name from the browser once it is interactive; then we rename it.
  await expect(phone.page.getByLabel("This device")).toHaveValue(/^Chrome on /);
  await phone.page.getByLabel("This device").fill("Stage phone");
  await phone.page.getByRole("button", { name: "Connect" }).click();
  await expect(phone.page.getByText("Request sent. The host needs to approve")).toBeVisible();
  const myHost = phone.page.getByTestId("my-connection");
  await expect(myHost).toContainText("Waiting for approval");
  await expect(codeCard).toBeHidden();

  // The host sees the device arrive live and approves it; the phone updates by itself.
  const device = host.page.locator('[data-testid="paired-device"][data-device="Stage phone"]');
  await expect(device).toHaveAttribute("data-status", "pending");
  await device.getByRole("button", { name: "Approve" }).click();
  await expect(device).toHaveAttribute("data-status", "active");
  await expect(myHost).toContainText("Connected");
  await expect(device).toHaveAttribute("data-online", "true");

  // The phone lists the host's screen under the host's name and renders it.
  await phone.page.goto("/client");
  const group = phone.page.getByRole("list", { name: "Screens of Stage Host" });
  await group.getByRole("link", { name: "Show deck" }).click();
  await expect(phone.page).toHaveURL(new RegExp(`/client/screens/${screenId}/render$`));
  const scoreButton = phone.page.getByRole("button", { name: "Score 0" });
  await expect(scoreButton).toBeVisible();

  // Host watches its variables page while the phone presses.
  await host.page.goto("/host/variables");
  const hostScore = host.page.getByRole("textbox", { name: "Value of score" });
  await expect(hostScore).toHaveValue("0");
  await scoreButton.click();
  await expect(phone.page.getByRole("button", { name: "Score 1" })).toBeVisible();
  await expect(hostScore).toHaveValue("1");

  // A slider sets its variable where the finger lifts.
  const slider = phone.page.getByRole("button", { name: /^Volume, / });
  await expect(slider).toHaveAccessibleName("Volume, 0%");
  const box = await slider.boundingBox();
  if (!box) throw new Error("The slider has no box");
  await phone.page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect(slider).toHaveAccessibleName(/^Volume, (7[4-6])%$/);
  await expect(host.page.getByRole("textbox", { name: "Value of volume" })).toHaveValue(/^7[4-6]$/);

  // A viewer sees the same screen live but cannot press: a kind message, and the server refuses.
  const viewer = await newUser(browser, baseURL, "Viewer User");
  const viewerCode = await mustCall<{ code: string }>(api, "mutation", "pairing:createCode", {
    role: "viewer",
    autoApprove: true,
  });
  await mustCall(viewer.context.request, "mutation", "connections:redeem", {
    code: viewerCode.code,
    deviceName: "Lobby screen",
  });
  await viewer.page.goto(`/client/screens/${screenId}/render`);
  await expect(viewer.page.getByText("View only")).toBeVisible();
  await viewer.page.getByRole("button", { name: "Score 1" }).click();
  await expect(viewer.page.getByText(/can watch this screen but not press/)).toBeVisible();
  const [button] = (
    await mustCall<{ buttons: { id: string }[] }>(
      viewer.context.request,
      "query",
      "screens:render",
      {
        screenId,
      },
    )
  ).buttons;
  const refused = await callFunction(viewer.context.request, "mutation", "buttons:press", {
    buttonId: button?.id,
  });
  expect(refused).toMatchObject({ ok: false, code: "FORBIDDEN" });
  await expect(hostScore).toHaveValue("1");

  // Revoking the phone takes the screen away from it live.
  await host.page.goto("/host/settings");
  await device.getByRole("button", { name: "Actions for Stage phone" }).click();
  await host.page.getByRole("menuitem", { name: "Revoke" }).click();
  await expect(device).toBeHidden();
  await expect(
    phone.page.getByRole("heading", { name: "This screen is not shared with this device" }),
  ).toBeVisible();
  await phone.page.goto("/client");
  await expect(
    phone.page.getByRole("heading", { name: "Connect to a host to see its screens" }),
  ).toBeVisible();

  await host.context.close();
  await phone.context.close();
  await viewer.context.close();
});
