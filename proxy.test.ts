import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { DECKBOT_PATH_HEADER, proxy } from "./proxy";

const cookie = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const run = (url: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(url, "http://localhost:3000"), { headers }));

describe("proxy", () => {
  it("redirects /host to its saved filters with a 307", () => {
    const response = run("/host", {
      cookie: `searchParams.___host=${cookie({ search: "stream", sortBy: "createdAt" })}`,
    });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(
      "http://localhost:3000/host?search=stream&sortBy=createdAt",
    );
  });

  it("passes a request through when the query already holds the saved filters", () => {
    const response = run("/client?sortBy=createdAt&search=stream", {
      cookie: `searchParams.___client=${cookie({ search: "stream", sortBy: "createdAt" })}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
  });

  it("expires an invalid cookie without redirecting", () => {
    const response = run("/host", { cookie: "searchParams.___host=%7Bnot json" });
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("set-cookie")).toMatch(
      /^searchParams\.___host=; Path=\/; Expires=Thu, 01 Jan 1970/,
    );
  });

  it("sends native wrappers opening / to their area", () => {
    expect(
      run("/", { "user-agent": "Mozilla/5.0 DeckbotClient/1.0" }).headers.get("location"),
    ).toBe("http://localhost:3000/client");
    expect(run("/", { "user-agent": "Mozilla/5.0 DeckbotHost/1.0" }).headers.get("location")).toBe(
      "http://localhost:3000/host",
    );
    expect(run("/", { "user-agent": "Mozilla/5.0 Chrome/140" }).headers.get("location")).toBeNull();
    expect(run("/pricing", { "user-agent": "DeckbotClient" }).headers.get("location")).toBeNull();
  });

  it("forwards pathname and search to the page as a request header", () => {
    const response = run("/host/screens?page=2");
    expect(response.headers.get(`x-middleware-request-${DECKBOT_PATH_HEADER}`)).toBe(
      "/host/screens?page=2",
    );
  });
});
