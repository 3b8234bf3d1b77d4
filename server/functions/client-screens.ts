import "server-only";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { screen } from "@/db/schema";
import { screenFiltersSchema } from "@/lib/schemas/screen";
import { listClientGrants } from "../clients/list-client-grants";
import { listScreens } from "../deck/list-screens";
import { hostKey, requireUserId } from "./access/screen-access";
import { defineQuery } from "./define";

/**
 * `clientScreens:list` (DESIGN §7): my own screens and those my active connections share,
 * with SPEC §2 filters. The page groups them by `hostId` / `authorName`.
 */
export const list = defineQuery({
  args: screenFiltersSchema,
  handler: async (ctx, filters) => {
    const userId = requireUserId(ctx);
    ctx.read("screen", hostKey(userId));
    const grants = await listClientGrants(ctx, userId);
    const own = eq(screen.hostId, userId);
    const scopes: SQL[] = [own];
    for (const [hostId, grant] of grants) {
      if (hostId === userId) continue;
      ctx.read("screen", hostKey(hostId));
      if (grant.allowedScreenIds === null) scopes.push(eq(screen.hostId, hostId));
      else if (grant.allowedScreenIds.length > 0) {
        const scope = and(eq(screen.hostId, hostId), inArray(screen.id, grant.allowedScreenIds));
        if (scope) scopes.push(scope);
      }
    }
    return listScreens(ctx, or(...scopes) ?? own, filters);
  },
});
