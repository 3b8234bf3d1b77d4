import { expect, test } from "@playwright/test";
import { signUp } from "./support/sign-up";

/** SPEC §2 saved search filters, restored by proxy.ts on document requests. */
const saved = encodeURIComponent(JSON.stringify({ search: "stream", sortBy: "createdAt" }));

for (const area of ["host", "client"] as const) {
  const cookieName = `searchParams.___${area}`;

  test.describe(`/${area} saved filters`, () => {
    // The areas need a session; each test's browser context signs up first.
    test.beforeEach(async ({ context, baseURL }) => {
      await signUp(context.request, baseURL);
    });

    test("a saved filter cookie redirects to the same path with those filters", async ({
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: cookieName, value: saved, url: baseURL ?? "" }]);
      const response = await context.request.get(`/${area}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? "", baseURL);
      expect(location.pathname + location.search).toBe(`/${area}?search=stream&sortBy=createdAt`);
    });

    test("no redirect when the URL already carries the saved filters", async ({
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: cookieName, value: saved, url: baseURL ?? "" }]);
      const response = await context.request.get(`/${area}?sortBy=createdAt&search=stream`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      expect(response.headers().location).toBeUndefined();
    });

    test("an invalid cookie is ignored and cleared", async ({ context, baseURL }) => {
      await context.addCookies([{ name: cookieName, value: "%7Bnot json", url: baseURL ?? "" }]);
      const response = await context.request.get(`/${area}`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const setCookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie");
      expect(setCookie?.value).toMatch(
        new RegExp(`^${cookieName.replace(".", "\\.")}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`),
      );
    });

    test("a router prefetch is not redirected", async ({ context, baseURL }) => {
      await context.addCookies([{ name: cookieName, value: saved, url: baseURL ?? "" }]);
      const prefetchHeaders: Record<string, string>[] = [
        { "next-router-prefetch": "1" },
        { purpose: "prefetch" },
        { "sec-purpose": "prefetch;prerender" },
      ];
      for (const headers of prefetchHeaders) {
        const response = await context.request.get(`/${area}`, { headers, maxRedirects: 0 });
        expect(response.status(), JSON.stringify(headers)).toBe(200);
      }
    });

    test("a browser lands on the saved filters with one history entry", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: cookieName, value: saved, url: baseURL ?? "" }]);
      await page.goto("/");
      await page.goto(`/${area}`);
      expect(new URL(page.url()).search).toBe("?search=stream&sortBy=createdAt");
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    });

    test("in-app navigations (RSC requests) restore the filters too, prefetches do not", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: cookieName, value: saved, url: baseURL ?? "" }]);
      await page.goto("/fallback");
      const landed = await page.evaluate(async (path) => {
        const navigation = await fetch(path, { headers: { RSC: "1" } });
        const prefetch = await fetch(path, { headers: { RSC: "1", "Next-Router-Prefetch": "1" } });
        return { navigation: navigation.url, prefetch: prefetch.url };
      }, `/${area}`);
      // Next adds its own `_rsc` cache-busting parameter to RSC requests.
      const params = new URL(landed.navigation).searchParams;
      expect([params.get("search"), params.get("sortBy")]).toEqual(["stream", "createdAt"]);
      // Next itself may redirect an RSC request to add `_rsc`; the saved filters stay out.
      expect(new URL(landed.prefetch).searchParams.has("search")).toBe(false);
    });
  });
}

test.describe("environment marker", () => {
  test("native wrappers opening / land in their area; browsers stay", async ({ request }) => {
    const client = await request.get("/", {
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) DeckbotClient/1.0" },
      maxRedirects: 0,
    });
    expect(client.status()).toBe(307);
    expect(new URL(client.headers().location ?? "", "http://x").pathname).toBe("/client");

    const host = await request.get("/", {
      headers: { "user-agent": "Mozilla/5.0 DeckbotHost/1.0" },
      maxRedirects: 0,
    });
    expect(new URL(host.headers().location ?? "", "http://x").pathname).toBe("/host");

    const browser = await request.get("/", { maxRedirects: 0 });
    expect(browser.status()).toBe(200);
  });
});
