import * as z from "zod";
import { createDatabase } from "@/db/client";
import { startSyncTestServer } from "./sync-test-server";

/**
 * A sync server in its own process, for crash tests (SIGKILL) and two-replica tests.
 * Config comes as one JSON argument; prints `READY <port>` once listening.
 */
const config = z
  .object({
    url: z.string(),
    channel: z.string(),
    port: z.number().int().min(0),
    jwksUrl: z.string().optional(),
    issuer: z.string().optional(),
  })
  .parse(JSON.parse(process.argv[2] ?? "{}"));

const db = createDatabase(config.url, { max: 10 });
const running = await startSyncTestServer({
  db,
  channel: config.channel,
  port: config.port,
  ...(config.jwksUrl ? { jwksUrl: config.jwksUrl } : {}),
  ...(config.issuer ? { issuer: config.issuer } : {}),
  limits: { mutationRate: { capacity: 10_000, refillPerSecond: 10_000 } },
});
console.log(`READY ${running.port}`);
process.on("SIGTERM", () => {
  void running.close().then(() => process.exit(0));
});
