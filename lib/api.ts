import { makeFunctionReference } from "convex/server";
import type { StorageBucket, StoredAsset } from "@/lib/storage/limits";
import type {
  AutomationCreateArgs,
  AutomationDetail,
  ButtonCreateArgs,
  ButtonUpdateArgs,
  DiscoverListItem,
  DiscoverScreen,
  ScreenDetail,
  ScreenExport,
  ScreenFieldsArgs,
  ScreenFilters,
  ScreenPublicationInfo,
  ScreenWithButtons,
  ShortcutCreateArgs,
  ShortcutDetail,
  VariableCreateArgs,
  VariableListItem,
} from "./api-types";
import type { JsonValue } from "./schemas/common";
import type { RenderResult } from "./screen/render-types";

export type * from "./api-types";

/**
 * Typed references to the server's functions (server/functions/<module>.ts), shared with
 * the browser so names and types are written once. Keys mirror `module:export` paths.
 */
export type Me = { id: string; email: string | null; name: string | null };

export const api = {
  assets: {
    list: makeFunctionReference<"query", { bucket?: StorageBucket }, StoredAsset[]>("assets:list"),
    remove: makeFunctionReference<"mutation", { assetId: string }, null>("assets:remove"),
  },
  users: {
    me: makeFunctionReference<"query", Record<string, never>, Me | null>("users:me"),
  },
  screens: {
    list: makeFunctionReference<"query", ScreenFilters, ScreenDetail[]>("screens:list"),
    get: makeFunctionReference<"query", { screenId: string }, ScreenWithButtons>("screens:get"),
    create: makeFunctionReference<"mutation", ScreenFieldsArgs, string>("screens:create"),
    update: makeFunctionReference<
      "mutation",
      Partial<ScreenFieldsArgs> & { screenId: string },
      null
    >("screens:update"),
    remove: makeFunctionReference<"mutation", { screenId: string }, null>("screens:remove"),
    duplicate: makeFunctionReference<"mutation", { screenId: string; name?: string }, string>(
      "screens:duplicate",
    ),
    render: makeFunctionReference<"query", { screenId: string }, RenderResult>("screens:render"),
    export: makeFunctionReference<"query", { screenId: string }, ScreenExport>("screens:export"),
    import: makeFunctionReference<"mutation", { document: unknown }, string>("screens:import"),
  },
  buttons: {
    create: makeFunctionReference<"mutation", ButtonCreateArgs, string>("buttons:create"),
    update: makeFunctionReference<"mutation", ButtonUpdateArgs, null>("buttons:update"),
    move: makeFunctionReference<
      "mutation",
      { buttonId: string; x: number; y: number; w?: number; h?: number },
      null
    >("buttons:move"),
    remove: makeFunctionReference<"mutation", { buttonId: string }, null>("buttons:remove"),
  },
  shortcuts: {
    list: makeFunctionReference<"query", Record<string, never>, ShortcutDetail[]>("shortcuts:list"),
    get: makeFunctionReference<"query", { shortcutId: string }, ShortcutDetail>("shortcuts:get"),
    create: makeFunctionReference<"mutation", ShortcutCreateArgs, string>("shortcuts:create"),
    update: makeFunctionReference<
      "mutation",
      Partial<ShortcutCreateArgs> & { shortcutId: string },
      null
    >("shortcuts:update"),
    remove: makeFunctionReference<"mutation", { shortcutId: string }, null>("shortcuts:remove"),
  },
  variables: {
    list: makeFunctionReference<"query", { hostId?: string }, VariableListItem[]>("variables:list"),
    create: makeFunctionReference<"mutation", VariableCreateArgs, string>("variables:create"),
    set: makeFunctionReference<"mutation", { key: string; value: JsonValue }, null>(
      "variables:set",
    ),
    update: makeFunctionReference<
      "mutation",
      Partial<VariableCreateArgs> & { variableId: string },
      null
    >("variables:update"),
    remove: makeFunctionReference<"mutation", { variableId: string }, null>("variables:remove"),
  },
  automations: {
    list: makeFunctionReference<"query", Record<string, never>, AutomationDetail[]>(
      "automations:list",
    ),
    create: makeFunctionReference<"mutation", AutomationCreateArgs, string>("automations:create"),
    update: makeFunctionReference<
      "mutation",
      Partial<AutomationCreateArgs> & { automationId: string },
      null
    >("automations:update"),
    remove: makeFunctionReference<"mutation", { automationId: string }, null>("automations:remove"),
  },
  discover: {
    publish: makeFunctionReference<
      "mutation",
      { screenId: string; description?: string },
      { version: number; publishedAt: number }
    >("discover:publish"),
    list: makeFunctionReference<"query", ScreenFilters, DiscoverListItem[]>("discover:list"),
    publication: makeFunctionReference<"query", { screenId: string }, ScreenPublicationInfo | null>(
      "discover:publication",
    ),
    get: makeFunctionReference<"query", { screenId: string }, DiscoverScreen>("discover:get"),
    install: makeFunctionReference<"mutation", { screenId: string }, string>("discover:install"),
  },
};
