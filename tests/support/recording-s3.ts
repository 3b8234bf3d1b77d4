import { createHash, createHmac } from "node:crypto";
import http from "node:http";
import S3rver from "s3rver";
import type { S3Settings } from "@/server/storage/s3-driver";

/**
 * A real S3-compatible server (s3rver, files in `directory`) behind a small recording proxy,
 * so tests can look at exactly what the S3 driver sent and check its SigV4 signatures
 * (s3rver itself checks the access key id but not V4 signatures).
 */
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: Buffer;
};

export type RecordingS3 = {
  settings: S3Settings;
  requests: RecordedRequest[];
  verifySignature: (request: RecordedRequest, secret: string) => boolean;
  close: () => Promise<void>;
};

export const S3RVER_ACCESS_KEY_ID = "S3RVER";
export const S3RVER_SECRET = "S3RVER";

export async function startRecordingS3(directory: string): Promise<RecordingS3> {
  const bucket = "deckbot-test";
  const s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const upstream = await s3rver.run();
  const requests: RecordedRequest[] = [];

  const proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://proxy");
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers[name] = value;
      }
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers,
        body,
      });
      const forward = http.request(
        {
          host: upstream.address,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      accessKeyId: S3RVER_ACCESS_KEY_ID,
      secretAccessKey: S3RVER_SECRET,
      forcePathStyle: true,
    },
    requests,
    verifySignature: verifySigV4,
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await s3rver.close();
    },
  };
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();
const encode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** AWS Signature Version 4 as specified (header-based, S3 flavour: no double URI encoding). */
function verifySigV4(request: RecordedRequest, secret: string): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? "",
    );
  if (!match) return false;
  const [, , date = "", region = "", signedHeaders = "", signature] = match;
  const payloadHash = request.headers["x-amz-content-sha256"] ?? "";
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(request.body)) return false;
  const canonicalQuery = [...request.query.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const names = signedHeaders.split(";");
  const canonicalHeaders = names
    .map((name) => `${name}:${(request.headers[name] ?? "").trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    request.headers["x-amz-date"] ?? "",
    scope,
    sha256(canonicalRequest),
  ].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), "s3"), "aws4_request");
  return createHmac("sha256", key).update(stringToSign).digest("hex") === signature;
}
