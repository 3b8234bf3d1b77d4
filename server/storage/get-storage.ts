import "server-only";
import path from "node:path";
import { type Env, getEnv, resolveDataDir } from "@/lib/env";
import type { StorageDriver } from "./driver";
import { createLocalStorageDriver } from "./local-driver";
import { createS3StorageDriver, type S3Settings } from "./s3-driver";

export type StorageConfig = { kind: "local"; root: string } | ({ kind: "s3" } & S3Settings);

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

/**
 * Local disk under DATA_DIR/storage unless S3 is configured. A partial S3 configuration is
 * an error naming what is missing: silently falling back to local disk would lose files
 * on the next container restart.
 */
export function resolveStorageConfig(env: Env): StorageConfig {
  const given = S3_VARIABLES.filter((name) => env[name]);
  if (given.length === 0) {
    return { kind: "local", root: path.join(resolveDataDir(env), "storage") };
  }
  const missing = S3_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`S3 storage is partly configured: set ${missing.join(", ")} as well.`);
  }
  return {
    kind: "s3",
    endpoint: env.S3_ENDPOINT ?? "",
    bucket: env.S3_BUCKET ?? "",
    accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

type StorageGlobal = { __deckbotStorage?: { config: string; driver: StorageDriver } };
const store = globalThis as StorageGlobal;

/**
 * The process-wide driver, shared (via globalThis) by Next's bundled route handlers and the
 * sync functions loaded by server/main.ts; rebuilt when the configuration changes.
 */
export function getStorage(): StorageDriver {
  const config = resolveStorageConfig(getEnv());
  const fingerprint = JSON.stringify(config);
  if (store.__deckbotStorage?.config !== fingerprint) {
    const driver =
      config.kind === "local"
        ? createLocalStorageDriver(config.root)
        : createS3StorageDriver(config);
    store.__deckbotStorage = { config: fingerprint, driver };
  }
  return store.__deckbotStorage.driver;
}
