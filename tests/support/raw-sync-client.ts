import WebSocket from "ws";
import { type ServerMessage, serverMessage } from "@/lib/protocol/server-messages";

/**
 * A hand-driven sync socket for raw-frame tests: sends JSON (or anything) and hands back
 * the server's frames, each validated against the server → client schemas.
 */
export class RawSyncClient {
  readonly frames: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];
  private cursor = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.frames.push(serverMessage.parse(JSON.parse(String(data))));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  static async open(baseUrl: string, headers: Record<string, string> = {}): Promise<RawSyncClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/1.48.0/sync`, { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
      ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    return new RawSyncClient(ws);
  }

  send(message: unknown) {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The next frame (optionally of a type) after the ones already taken. */
  async next<T extends ServerMessage["type"]>(
    type?: T,
    timeoutMs = 5_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.frames.length) {
        const frame = this.frames[this.cursor++];
        if (frame && (!type || frame.type === type)) {
          return frame as Extract<ServerMessage, { type: T }>;
        }
      }
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error("socket closed");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out waiting for ${type ?? "a frame"}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.ws.close();
  }
}
