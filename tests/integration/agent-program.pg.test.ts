import { mkdtemp, readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toNodeHandler } from "better-auth/node";
import type { ConvexClient } from "convex/browser";
import { sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAgent } from "@/agent/connect-agent";
import { executeStep } from "@/agent/execute-step";
import { type JobLoop, startJobLoop } from "@/agent/job-loop";
import { signIn } from "@/agent/sign-in";
import { createSyncTokenFetcher } from "@/agent/sync-token";
import { deviceCode } from "@/db/schema/auth";
import { api } from "@/lib/api";
import { createTestAuth, signUp, type TestAuth } from "../support/auth-harness";
import { type DeckHarness, startDeckHarness } from "../support/deck-harness";
import { readVariable, runSteps } from "../support/run-helpers";
import { waitFor } from "../support/wait-for";

/**
 * The host agent program (agent/) against the real sync server and shortcut runner, and its
 * device-flow sign-in against a real Better Auth instance served over HTTP.
 */
describe("the agent's job loop", () => {
  let h: DeckHarness;
  let host: ConvexClient;
  let hostId: string;

  beforeAll(async () => {
    h = await startDeckHarness({ runner: { limits: { agentTimeoutMs: 5000, agentPollMs: 20 } } });
    const ann = await h.signIn("Ann");
    host = ann.client;
    hostId = ann.id;
    await host.mutation(api.variables.create, { key: "output", type: "string", value: "" });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Starts the agent as main.ts does, with a harness-minted token instead of the device flow. */
  async function startAgent(allowCommands: boolean) {
    const lines: string[] = [];
    const client = connectAgent(h.server.url, () => h.issuer.mint({ sub: hostId, name: "Ann" }));
    const loop: JobLoop = startJobLoop({
      client,
      agentName: "studio-pc",
      log: (line) => lines.push(line),
      execute: (step) => executeStep(step, { allowCommands, obsUrl: "ws://127.0.0.1:1" }),
    });
    await waitFor(async () => (await readVariable(host, "$agent_online")) === true, {
      what: "the agent to be online",
    });
    return {
      lines,
      async close() {
        await loop.stop();
        await client.close();
      },
      /** Closes and waits until the host sees no agent, so the next test starts clean. */
      async stop() {
        await this.close();
        await waitFor(async () => (await readVariable(host, "$agent_online")) === false, {
          what: "the agent to go offline",
        });
      },
    };
  }

  it("runs a command when allowed: the run succeeds with its output stored", async () => {
    const agent = await startAgent(true);
    try {
      const run = await runSteps(host, [
        {
          type: "run_command",
          command: `node -e "process.stdout.write('hi')"`,
          timeoutMs: 10_000,
          storeIn: "output",
        },
      ]);
      expect(run.status).toBe("succeeded");
      expect(run.steps[0]?.result).toBe("hi");
      expect(await readVariable(host, "output")).toBe("hi");
      expect(agent.lines).toEqual([expect.stringMatching(/^run_command ok \d+ ms$/)]);
      expect(await host.query(api.agent.jobs, {})).toEqual([]);
    } finally {
      await agent.stop();
    }
  });

  it("two agents of one host run a job once", async () => {
    const first = await startAgent(true);
    const second = await startAgent(true);
    try {
      const run = await runSteps(host, [
        { type: "run_command", command: "node -p 1+1", timeoutMs: 10_000 },
      ]);
      expect(run.steps[0]?.result).toBe("2\n");
      expect([...first.lines, ...second.lines]).toEqual([
        expect.stringMatching(/^run_command ok \d+ ms$/),
      ]);
    } finally {
      await second.close();
      await first.stop();
    }
  });

  it("refuses commands without --allow-commands and the run fails naming why", async () => {
    const agent = await startAgent(false);
    try {
      const run = await runSteps(host, [
        { type: "run_command", command: "node -e 1", timeoutMs: 10_000 },
      ]);
      expect(run.status).toBe("failed");
      expect(run.error).toBe(
        "Step 1 (Run command) failed: Commands are off on this host agent: start it with --allow-commands to let shortcuts run them",
      );
      expect(agent.lines).toEqual([
        expect.stringMatching(/^run_command failed \d+ ms: Commands are off on this host agent/),
      ]);
    } finally {
      await agent.stop();
    }
  });

  it("fails a step whose tool fails, and goes on with the next run", async () => {
    const agent = await startAgent(true);
    try {
      const bad = await runSteps(host, [{ type: "open_url", url: "file:///etc/passwd" }]);
      expect(bad.error).toBe(
        "Step 1 (Open file:///etc/passwd) failed: Only http and https addresses can be opened, not file:",
      );
      const obs = await runSteps(host, [
        { type: "obs_request", requestType: "GetVersion", requestData: {} },
      ]);
      expect(obs.steps[0]?.error).toMatch(/^Cannot reach OBS at ws:\/\/127\.0\.0\.1:1/);
      const good = await runSteps(host, [
        { type: "run_command", command: "node -p 6*7", timeoutMs: 10_000 },
      ]);
      expect(good.steps[0]?.result).toBe("42\n");
    } finally {
      await agent.stop();
    }
  });
});

describe("signing in with the device flow", () => {
  let t: TestAuth;
  let server: Server;
  let url: string;
  let credentialsPath: string;

  beforeAll(async () => {
    t = await createTestAuth();
    server = createServer(toNodeHandler(t.auth));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    credentialsPath = join(await mkdtemp(join(tmpdir(), "deckbot-agent-")), "agent.json");
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  it("shows the approve page, waits for approval, stores the session and gets sync JWTs", async () => {
    const owner = t.client();
    await signUp(owner, { email: "agent-owner@example.com", name: "Owner" });
    const lines: string[] = [];
    let polls = 0;
    const credentials = await signIn({
      url,
      credentialsPath,
      log: (line) => lines.push(line),
      sleep: async () => {
        polls++;
        if (polls === 2) {
          const userCode = lines.join("\n").match(/user_code=([A-Z0-9]+)/)?.[1] ?? "";
          await owner.request(`/device?user_code=${userCode}`);
          const approved = await owner.request("/device/approve", { body: { userCode } });
          expect(approved.status).toBe(200);
        }
        // The server's 5 s interval has "passed" for the next poll.
        await t.db.update(deviceCode).set({ lastPolledAt: sql`now() - interval '10 seconds'` });
      },
    });
    expect(lines[0]).toMatch(
      /^To connect this computer, open http:\/\/.+\/host\/auth\/device\?user_code=[A-Z0-9]{8}$/,
    );
    expect(lines[1]).toMatch(/^and confirm the code [A-Z0-9]{8} \(valid for 30 minutes\)\.$/);
    expect(polls).toBe(2);
    expect((await stat(credentialsPath)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(credentialsPath, "utf8"))).toEqual(credentials);

    const jwt = await createSyncTokenFetcher(
      url,
      credentials.sessionToken,
    )({
      forceRefreshToken: false,
    });
    expect(decodeJwt(jwt ?? "")).toMatchObject({ email: "agent-owner@example.com" });

    // The next start reuses the stored session without a new code.
    const again: string[] = [];
    expect(await signIn({ url, credentialsPath, log: (l) => again.push(l) })).toEqual(credentials);
    expect(again).toEqual([]);
  });

  it("asks to sign in again when the stored session was revoked", async () => {
    const stored = JSON.parse(await readFile(credentialsPath, "utf8")) as { sessionToken: string };
    const revoke = await t.client().request("/sign-out", {
      method: "POST",
      body: {},
      headers: { authorization: `Bearer ${stored.sessionToken}` },
    });
    expect(revoke.status).toBe(200);
    const lines: string[] = [];
    const controller = new AbortController();
    const signingIn = signIn({
      url,
      credentialsPath,
      log: (line) => lines.push(line),
      signal: controller.signal,
      sleep: async () => {
        controller.abort();
      },
    });
    await expect(signingIn).rejects.toThrow();
    expect(lines[0]).toBe("The stored sign-in has expired or was revoked; sign in again.");
    expect(lines[1]).toMatch(/^To connect this computer, open /);
  });
});
