import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Database } from "@/db/client";

export type SyncServerOptions = {
  db: Database;
  /** Origins allowed in a browser's WebSocket handshake (APP_URL + TRUSTED_ORIGINS). */
  trustedOrigins: string[];
};

export type SyncServer = {
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  close: () => Promise<void>;
};

/**
 * Placeholder until the sync engine lands: every upgrade is refused with 503 so clients
 * back off and retry instead of hanging.
 */
export function createSyncServer(_options: SyncServerOptions): SyncServer {
  return {
    handleUpgrade(_req, socket) {
      const body = "The sync engine is not available on this server yet.";
      socket.end(
        `HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    async close() {},
  };
}
