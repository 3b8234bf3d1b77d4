import WebSocket from "ws";

/** Opens `count` sockets with bounded concurrency; `onOpen` may send the first frames. */
export async function openSockets(
  url: string,
  count: number,
  onMessage: (index: number, data: string) => void,
  onOpen: (ws: WebSocket, index: number) => void = () => {},
  concurrency = 100,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next++;
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.on("message", (data) => onMessage(index, String(data)));
      ws.on("error", () => {});
      await new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve());
        ws.once("error", reject);
      });
      onOpen(ws, index);
      sockets[index] = ws;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sockets;
}

export async function closeSockets(sockets: WebSocket[]) {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once("close", () => resolve());
          ws.terminate();
        }),
    ),
  );
}

/** The frames a fresh Convex client sends: Connect, then one Add. */
export function subscribe(ws: WebSocket, sessionId: string, udfPath: string, args: object) {
  ws.send(
    JSON.stringify({
      type: "Connect",
      sessionId,
      connectionCount: 0,
      lastCloseReason: "InitialConnect",
      clientTs: Date.now(),
    }),
  );
  ws.send(
    JSON.stringify({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath, args: [args] }],
    }),
  );
}
