import type { ConvexClient } from "convex/browser";
import { api } from "@/lib/api";
import type { ClientRole } from "@/lib/schemas/connection";

/** Pairs `client` with `host` through a real code; approves unless told to leave it pending. */
export async function pair(
  host: ConvexClient,
  client: ConvexClient,
  options: { role?: ClientRole; approve?: boolean; deviceName?: string } = {},
): Promise<string> {
  const { code } = await host.mutation(api.pairing.createCode, {
    role: options.role ?? "controller",
  });
  const { connectionId } = await client.mutation(api.connections.redeem, {
    code,
    deviceName: options.deviceName ?? "Phone",
  });
  if (options.approve !== false) {
    await host.mutation(api.connections.approve, { connectionId });
  }
  return connectionId;
}
