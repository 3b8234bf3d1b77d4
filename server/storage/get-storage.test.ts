import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Env } from "@/lib/env";
import { resolveStorageConfig } from "./get-storage";

const base = { DATA_DIR: "/srv/deckbot", S3_REGION: "auto", S3_FORCE_PATH_STYLE: true } as Env;

describe("resolveStorageConfig", () => {
  it("stores on local disk under DATA_DIR/storage by default", () => {
    expect(resolveStorageConfig(base)).toEqual({
      kind: "local",
      root: path.join("/srv/deckbot", "storage"),
    });
  });

  it("uses S3 when endpoint, bucket and both keys are set", () => {
    const config = resolveStorageConfig({
      ...base,
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: "deckbot",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config).toMatchObject({ kind: "s3", endpoint: "http://minio:9000", bucket: "deckbot" });
  });

  it("refuses a partial S3 configuration, naming what is missing", () => {
    expect(() =>
      resolveStorageConfig({ ...base, S3_ENDPOINT: "http://minio:9000", S3_BUCKET: "deckbot" }),
    ).toThrow(
      "S3 storage is partly configured: set S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well.",
    );
  });
});
