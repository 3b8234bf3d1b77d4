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
import type { AgentJob, ClientEvent, RunDetail, RunSummary } from "./runs/run-types";
import type { JsonValue } from "./schemas/common";
import type {
  ClientConnection,
  ClientRole,
  ConnectionStatus,
  HostConnection,
  PairingCodeSummary,
} from "./schemas/connection";
import type { RenderResult } from "./screen/render-types";
import type { HostSettings, HostSettingsPatch } from "./settings/host-settings";

export type * from "./api-types";
export type * from "./schemas/connection";

/** Widget events a client sends with `buttons:press` (contract with the runner). */
export type PressEvent = "press" | "release" | "longPress" | "change";

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
    press: makeFunctionReference<
      "mutation",
      { buttonId: string; event?: PressEvent; value?: number },
      { runId: string } | null
    >("buttons:press"),
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
    run: makeFunctionReference<"mutation", { shortcutId: string }, { runId: string } | null>(
      "shortcuts:run",
    ),
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
  settings: {
    get: makeFunctionReference<"query", Record<string, never>, HostSettings>("settings:get"),
    update: makeFunctionReference<"mutation", HostSettingsPatch, null>("settings:update"),
  },
  runs: {
    recent: makeFunctionReference<"query", { limit?: number }, RunSummary[]>("runs:recent"),
    get: makeFunctionReference<"query", { runId: string }, RunDetail>("runs:get"),
    clientEvents: makeFunctionReference<"query", { hostId: string }, ClientEvent[]>(
      "runs:clientEvents",
    ),
  },
  pairing: {
    createCode: makeFunctionReference<
      "mutation",
      { role?: ClientRole; autoApprove?: boolean },
      { code: string; expiresAt: number }
    >("pairing:createCode"),
    codes: makeFunctionReference<"query", Record<string, never>, PairingCodeSummary[]>(
      "pairing:codes",
    ),
    cancel: makeFunctionReference<"mutation", { codeId: string }, null>("pairing:cancel"),
  },
  connections: {
    redeem: makeFunctionReference<
      "mutation",
      { code: string; deviceName: string; platform?: string },
      { connectionId: string; status: ConnectionStatus }
    >("connections:redeem"),
    list: makeFunctionReference<"query", Record<string, never>, HostConnection[]>(
      "connections:list",
    ),
    approve: makeFunctionReference<"mutation", { connectionId: string }, null>(
      "connections:approve",
    ),
    revoke: makeFunctionReference<"mutation", { connectionId: string }, null>("connections:revoke"),
    update: makeFunctionReference<
      "mutation",
      {
        connectionId: string;
        deviceName?: string;
        role?: ClientRole;
        allowedScreenIds?: string[] | null;
        status?: "blocked" | "active";
      },
      null
    >("connections:update"),
    leave: makeFunctionReference<"mutation", { connectionId: string }, null>("connections:leave"),
    touch: makeFunctionReference<"mutation", Record<string, never>, null>("connections:touch"),
    hosts: makeFunctionReference<"query", Record<string, never>, ClientConnection[]>(
      "connections:hosts",
    ),
  },
  clientScreens: {
    list: makeFunctionReference<"query", ScreenFilters, ScreenDetail[]>("clientScreens:list"),
  },
  agent: {
    jobs: makeFunctionReference<"query", Record<string, never>, AgentJob[]>("agent:jobs"),
    claim: makeFunctionReference<
      "mutation",
      { jobId: string; agentName?: string },
      AgentJob | null
    >("agent:claim"),
    complete: makeFunctionReference<
      "mutation",
      { jobId: string; ok: boolean; result?: JsonValue; error?: string },
      null
    >("agent:complete"),
  },
};
