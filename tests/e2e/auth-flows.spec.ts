import { type Browser, expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

const password = "first-password-1";
const newPassword = "second-password-2";

async function signIn(page: Page, area: "host" | "client", email: string, pass: string) {
  await page.goto(`/${area}/auth/sign-in?callbackURL=/${area}/account`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(pass);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/account$`));
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
}

/** A second device, told apart in the sessions list by its browser. */
async function newFirefoxPage(browser: Browser) {
  const context = await browser.newContext({
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0",
  });
  return context.newPage();
}

test.describe
  .serial("accounts in the browser", () => {
    const email = `e2e-${Date.now()}@example.com`;

    test("sign up on the host area and verify the email from the dev outbox", async ({ page }) => {
      await page.goto("/host/auth/sign-up?callbackURL=/host/account");
      await page.getByLabel("Name").fill("Eve Tester");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("short");
      await page.getByLabel("Confirm password").fill("short");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();

      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm password").fill(password);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/host\/account$/);
      await expect(page.getByText(`Signed in as ${email} (not verified yet).`)).toBeVisible();

      await page.goto("/private/outbox");
      const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
      await expect(mail).toContainText("Verify your email for Deckbot");
      await mail.getByRole("link").click();
      await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
      await page.goto("/host/account");
      await expect(page.getByText(`Signed in as ${email} (verified).`)).toBeVisible();
    });

    test("signing out on the host lands on the host sign-in", async ({ page }) => {
      await signIn(page, "host", email, password);
      await page.goto("/host/auth/logout");
      await expect(page).toHaveURL(/\/host\/auth\/sign-in$/);
      const session = await page.request.get("/api/auth/get-session");
      expect(await session.json()).toBeNull();
    });

    test("a signed-out visit to a client page goes to the client sign-in and comes back", async ({
      page,
    }) => {
      await page.goto("/client/account");
      await expect(page).toHaveURL(/\/client\/auth\/sign-in\?callbackURL=%2Fclient%2Faccount$/);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/client\/account$/);
      await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
    });

    test("an unknown auth view is the not-found screen", async ({ page }) => {
      const res = await page.goto("/host/auth/not-a-view");
      expect(res?.status()).toBe(404);
    });

    test("a wrong password shows a readable error", async ({ page }) => {
      await page.goto("/client/auth/sign-in");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("not-my-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Invalid" })).toHaveText(
        "Invalid email or password.",
      );
    });

    test("sign in on the client, revoke another device, change password, sign out", async ({
      page,
      browser,
    }) => {
      const other = await newFirefoxPage(browser);
      await signIn(other, "host", email, password);
      await signIn(page, "client", email, password);

      // Sessions from earlier tests are still alive beside this one and `other`.
      const sessions = page.getByRole("list", { name: "Active sessions" });
      await expect(sessions.getByText("This device")).toBeVisible();
      const otherRow = sessions.getByRole("listitem").filter({ hasText: "Firefox on Linux" });
      await otherRow.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByText("Device signed out.")).toBeVisible();
      await expect(otherRow).toHaveCount(0);
      const revoked = await other.request.get("/api/auth/get-session?disableCookieCache=true");
      expect(await revoked.json()).toBeNull();
      await page.getByRole("button", { name: "Sign out all other devices" }).click();
      await expect(page.getByText("Signed out everywhere else.")).toBeVisible();
      await expect(sessions.getByRole("listitem")).toHaveCount(1);

      await page.getByLabel("Current password").fill(password);
      await page.getByLabel("New password", { exact: true }).fill(newPassword);
      await page.getByLabel("Confirm new password").fill(newPassword);
      await page.getByRole("button", { name: "Change password" }).click();
      await expect(page.getByText("Password changed.")).toBeVisible();

      await page.goto("/client/auth/logout");
      await expect(page).toHaveURL(/\/client\/auth\/sign-in$/);
      await signIn(page, "client", email, newPassword);
      await other.context().close();
    });

    test("a host agent's device code is approved on the device page", async ({
      page,
      playwright,
    }) => {
      await signIn(page, "host", email, newPassword);
      // The agent is another program: these calls carry no cookies and name their origin.
      const agent = await playwright.request.newContext({
        baseURL: new URL(page.url()).origin,
        extraHTTPHeaders: { origin: new URL(page.url()).origin },
      });
      const codeResponse = await agent.post("/api/auth/device/code", {
        data: { client_id: "deckbot-agent" },
      });
      expect(codeResponse.status()).toBe(200);
      const code = (await codeResponse.json()) as { device_code: string; user_code: string };
      await page.goto(`/host/auth/device?user_code=${code.user_code}`);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page.getByRole("heading", { name: "Device connected" })).toBeVisible();

      const token = await agent.post("/api/auth/device/token", {
        data: {
          grant_type: "urn:ietf:params:oauth:grant-type:device_code",
          device_code: code.device_code,
          client_id: "deckbot-agent",
        },
      });
      expect(token.status()).toBe(200);
      const { access_token } = (await token.json()) as { access_token: string };
      const jwt = await agent.get("/api/auth/token", {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(await jwt.json()).toMatchObject({ token: expect.any(String) });
      await agent.dispose();
    });
  });

test("the only sign-in method cannot be unlinked, and deleting asks before mailing", async ({
  page,
  baseURL,
}) => {
  await signUp(page.request, baseURL, "Solo Tester");
  await page.goto("/host/account");
  const methods = page.getByRole("list", { name: "Sign-in methods" });
  await expect(methods.getByText("Email and password")).toBeVisible();
  await expect(methods.getByRole("button", { name: "Unlink" })).toBeDisabled();
  await expect(methods.getByText("You can't unlink your last account.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("e2e-password-1");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("We emailed you a confirmation link.")).toHaveCount(0);

  await page.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByRole("button", { name: "Send confirmation email" }).click();
  await expect(page.getByText("Check your email to confirm the deletion.")).toBeVisible();
});
