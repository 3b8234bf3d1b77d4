import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import type { TokenFetcher } from "./sync-token";

/** The user agent the server counts as the host agent (sync presence platform "agent"). */
export const AGENT_USER_AGENT = "agent";

/** A WebSocket that introduces itself as the host agent. */
class AgentWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols, { headers: { "user-agent": AGENT_USER_AGENT } });
  }
}

/**
 * The official sync client on the server's sync endpoint, signed in with the token
 * fetcher; `onAuthChange(true)` once the server accepted the token.
 */
export function connectAgent(
  url: string,
  fetchToken: TokenFetcher,
  onAuthChange: (signedIn: boolean) => void = () => {},
): ConvexClient {
  const client = new ConvexClient(url, {
    webSocketConstructor: AgentWebSocket as unknown as typeof globalThis.WebSocket,
    unsavedChangesWarning: false,
  });
  client.setAuth(fetchToken, onAuthChange);
  return client;
}
