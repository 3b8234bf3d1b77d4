import type { IncomingMessage } from "node:http";

/**
 * Rate limits and session IPs key on `x-forwarded-for` (Better Auth's ipAddressHeaders).
 * A client can send that header itself, and Next passes it through, so each request could
 * claim a new address and escape the sign-in limit. Before Next sees a request, the header
 * is replaced by one address we trust: the socket's peer, or with TRUST_PROXY (one reverse
 * proxy in front) the last address that proxy appended.
 */
export function pinForwardedFor(req: IncomingMessage, trustProxy: boolean): void {
  const peer = req.socket.remoteAddress ?? "";
  let address = peer;
  if (trustProxy) {
    const header = req.headers["x-forwarded-for"];
    const chain = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    address = chain.at(-1) ?? peer;
  }
  req.headers["x-forwarded-for"] = address.replace(/^::ffff:/, "");
}
