import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { cleanName, readUploadBody } from "./read-upload-body";

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "too large");

describe("readUploadBody", () => {
  it("reads the `file` field of a multipart form with its name", async () => {
    const form = new FormData();
    form.set("file", new File([Buffer.from("abc")], "dir/icon.png"));
    const body = await readUploadBody(
      new Request("http://x/", { method: "POST", body: form }),
      10,
      tooLarge,
    );
    expect(Buffer.from(body.bytes).toString()).toBe("abc");
    expect(body.originalName).toBe("icon.png");
  });

  it("reads a raw body, naming it from X-File-Name", async () => {
    const body = await readUploadBody(
      new Request("http://x/", {
        method: "POST",
        body: "abcd",
        headers: { "x-file-name": encodeURIComponent("Mé logo.png") },
      }),
      10,
      tooLarge,
    );
    expect(body).toEqual({
      bytes: new Uint8Array(Buffer.from("abcd")),
      originalName: "Mé logo.png",
    });
  });

  it("stops reading a body past the cap, declared or not", async () => {
    const declared = new Request("http://x/", {
      method: "POST",
      body: "x".repeat(20),
      headers: { "content-length": "20" },
    });
    await expect(readUploadBody(declared, 10, tooLarge)).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
    });
    const streamed = new Request("http://x/", {
      method: "POST",
      body: new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(8)); // never ends: the reader must give up
        },
      }),
      duplex: "half",
    } as RequestInit);
    await expect(readUploadBody(streamed, 10, tooLarge)).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("refuses a form without a `file` field", async () => {
    const form = new FormData();
    form.set("image", "not a file");
    await expect(
      readUploadBody(new Request("http://x/", { method: "POST", body: form }), 100, tooLarge),
    ).rejects.toMatchObject({ code: "INVALID_ARGUMENT" });
  });
});

describe("cleanName", () => {
  it("keeps a display name only", () => {
    expect(cleanName("../../etc/passwd")).toBe("passwd");
    expect(cleanName("C:\\Users\\me\\cat.png")).toBe("cat.png");
    expect(cleanName("a\u0000b\nc.png")).toBe("abc.png");
    expect(cleanName("   ")).toBe("upload");
    expect(cleanName(null)).toBe("upload");
    expect(cleanName("x".repeat(500))).toHaveLength(200);
  });
});
