import "server-only";
import * as agent from "./agent";
import * as assets from "./assets";
import * as automations from "./automations";
import * as buttons from "./buttons";
import * as clientScreens from "./client-screens";
import * as connections from "./connections";
import type { FunctionDefinition } from "./define";
import * as discover from "./discover";
import * as pairing from "./pairing";
import * as runs from "./runs";
import * as screens from "./screens";
import * as settings from "./settings";
import * as shortcuts from "./shortcuts";
import * as users from "./users";
import * as variables from "./variables";

export type FunctionRegistry = Map<string, FunctionDefinition>;

/**
 * PROTOCOL §2.4: a missing `:name` means `:default` and a trailing `.js` on the module is
 * dropped. The client does this for queries only, so we apply it to everything.
 */
export function canonicalizePath(udfPath: string): string {
  const colon = udfPath.lastIndexOf(":");
  const modulePath = colon === -1 ? udfPath : udfPath.slice(0, colon);
  const name = colon === -1 ? "default" : udfPath.slice(colon + 1);
  return `${modulePath.replace(/\.js$/, "")}:${name}`;
}

function isDefinition(value: unknown): value is FunctionDefinition {
  if (typeof value !== "object" || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === "query" || kind === "mutation" || kind === "action";
}

/** Builds `module:export` → definition from module namespaces (`import * as x`). */
export function createRegistry(modules: Record<string, Record<string, unknown>>): FunctionRegistry {
  const registry: FunctionRegistry = new Map();
  for (const [moduleName, namespace] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(namespace)) {
      if (isDefinition(value)) registry.set(`${moduleName}:${exportName}`, value);
    }
  }
  return registry;
}

/** The product's functions. */
export const productModules: Record<string, Record<string, unknown>> = {
  assets,
  users,
  screens,
  buttons,
  shortcuts,
  variables,
  automations,
  discover,
  pairing,
  connections,
  clientScreens,
  settings,
  runs,
  agent,
};

export function createProductRegistry(): FunctionRegistry {
  return createRegistry(productModules);
}
