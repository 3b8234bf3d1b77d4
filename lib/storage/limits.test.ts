import { describe, expect, it } from "vitest";
import {
  formatBytes,
  getAssetUrl,
  MAX_UPLOAD_BYTES,
  storageBucketSchema,
  UPLOAD_ACCEPT_ATTRIBUTE,
} from "./limits";

describe("storage limits", () => {
  it("caps icons at 512 KiB and media at 10 MiB", () => {
    expect(MAX_UPLOAD_BYTES.icons).toBe(524_288);
    expect(MAX_UPLOAD_BYTES.media).toBe(10_485_760);
  });

  it("knows exactly the two buckets", () => {
    expect(storageBucketSchema.safeParse("media").success).toBe(true);
    expect(storageBucketSchema.safeParse("icons").success).toBe(true);
    expect(storageBucketSchema.safeParse("../media").success).toBe(false);
    expect(storageBucketSchema.safeParse("MEDIA").success).toBe(false);
  });

  it("states limits in words a user reads", () => {
    expect(formatBytes(MAX_UPLOAD_BYTES.icons)).toBe("512 KB");
    expect(formatBytes(MAX_UPLOAD_BYTES.media)).toBe("10 MB");
    expect(formatBytes(12)).toBe("12 bytes");
  });

  it("builds the serving URL and accepts only images in the picker", () => {
    expect(getAssetUrl("icons", "ab.png")).toBe("/api/storage/icons/ab.png");
    expect(UPLOAD_ACCEPT_ATTRIBUTE).toBe("image/png,image/jpeg,image/webp,image/gif,image/svg+xml");
  });
});
