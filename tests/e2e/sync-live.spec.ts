import { expect, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

test("the host area goes live over the sync socket and reads users:me with no console errors", async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));

  await signUp(context.request, baseURL, "Live Tester");
  await page.goto("/host/dashboard");
  await expect(page.getByText("Signed in as Live Tester")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Live" }).first()).toBeVisible();
  expect(sockets.some((url) => /\/api\/[^/]+\/sync$/.test(url))).toBe(true);
  expect(errors).toEqual([]);
});
