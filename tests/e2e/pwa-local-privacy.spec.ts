import { expect, test } from "@playwright/test";

/** SPEC §7: analytics and error reporting stay off on local hosts; nothing leaves the machine. */
test("pages make no request to a non-local host", async ({ page, context }) => {
  const hosts = new Set<string>();
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http")) hosts.add(url.hostname);
  });
  for (const path of ["/", "/fallback", "/?second=1"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(hosts.size).toBeGreaterThan(0);
  expect([...hosts].filter((host) => host !== "localhost" && host !== "127.0.0.1")).toEqual([]);
});
