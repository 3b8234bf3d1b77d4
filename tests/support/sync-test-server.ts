import http from "node:http";
import type { Database } from "@/db/client";
import { createSyncServer, type SyncServer, type SyncServerOptions } from "@/server/sync";
import { createDemoRegistry, createDemoTables } from "./demo-functions";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { startTestIdentityIssuer, type TestIdentityIssuer } from "./test-identity";

export const TEST_ADMIN_KEY = "test-admin-key-0123456789";

export type RunningSyncServer = {
  sync: SyncServer;
  server: http.Server;
  port: number;
  url: string;
  close: () => Promise<void>;
};

/** A real http.Server on `port` (0 = any) with the sync server and the demo functions. */
export async function startSyncTestServer(
  options: {
    db: Database;
    channel: string;
    jwksUrl?: string;
    issuer?: string;
    port?: number;
  } & Partial<SyncServerOptions>,
): Promise<RunningSyncServer> {
  const { db, channel, port = 0, ...rest } = options;
  const sync = createSyncServer({
    trustedOrigins: ["http://trusted.test"],
    functions: createDemoRegistry(),
    adminKey: TEST_ADMIN_KEY,
    audience: options.issuer,
    ...rest,
    db,
    notifyChannel: channel,
  });
  await sync.ready;
  const server = http.createServer((req, res) => {
    if (!sync.handleHttp(req, res)) res.writeHead(404).end();
  });
  server.on("upgrade", (req, socket, head) => sync.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : 0;
  return {
    sync,
    server,
    port: actualPort,
    url: `http://127.0.0.1:${actualPort}`,
    async close() {
      await sync.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A channel name unique to one test schema so parallel files do not wake each other. */
export function channelFor(schema: string): string {
  return `deckbot_commit_${schema}`;
}

export type SyncTestWorld = {
  database: TestDatabase;
  issuer: TestIdentityIssuer;
  server: RunningSyncServer;
};

/**
 * One test file's sync world: a fresh database (with the demo tables when asked), a JWKS
 * issuer minting real JWTs, and the sync server trusting it.
 */
export async function startSyncTestWorld(
  options: { demoTables?: boolean } & Omit<Partial<SyncServerOptions>, "db" | "jwksUrl"> = {},
): Promise<SyncTestWorld> {
  const { demoTables = false, ...serverOptions } = options;
  const database = await createTestDatabase();
  if (demoTables) await createDemoTables(database.db);
  const issuer = await startTestIdentityIssuer();
  const server = await startSyncTestServer({
    db: database.db,
    channel: channelFor(database.schema),
    jwksUrl: issuer.jwksUrl,
    issuer: issuer.issuer,
    ...serverOptions,
  });
  return { database, issuer, server };
}
