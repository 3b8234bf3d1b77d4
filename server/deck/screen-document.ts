import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { button, screen, shortcut, variable } from "@/db/schema";
import type { Binding, ButtonOn } from "@/lib/schemas/button";
import {
  SCREEN_EXPORT_SCHEMA_VERSION,
  type ScreenExport,
  screenExportSchema,
} from "@/lib/schemas/screen-export";
import { DEFAULT_VALUES, parseVariableValue, type VariableType } from "@/lib/schemas/variable";
import { hostKey } from "../functions/access/screen-access";
import type { MutationCtx, QueryCtx } from "../functions/define";
import { buildStepReferenceMaps } from "./build-step-reference-maps";
import {
  collectStepReferences,
  remapStepReferences,
  type StepReferenceMaps,
} from "./remap-step-references";
import { newId, type ScreenRow, type ShortcutRow } from "./rows";
import { assertLayout, loadScreenButtons } from "./screen-edits";

function mapBinding<T extends Binding>(
  binding: T,
  map: (id: string) => string | null,
  steps?: StepReferenceMaps,
): T | undefined {
  if (!("shortcutId" in binding)) {
    return steps ? { ...binding, steps: remapStepReferences(binding.steps, steps) } : binding;
  }
  const id = map(binding.shortcutId);
  return id ? { ...binding, shortcutId: id } : undefined;
}

/**
 * Rewrites every shortcut reference of a button (and, given `steps`, the ids inside inline
 * steps); references that do not resolve drop.
 */
function mapOn(
  on: ButtonOn,
  map: (id: string) => string | null,
  steps?: StepReferenceMaps,
): ButtonOn {
  const out: ButtonOn = {};
  for (const event of ["press", "release", "longPress", "change"] as const) {
    const binding = on[event];
    if (!binding) continue;
    const mapped = mapBinding(binding, map, steps);
    if (mapped) (out as Record<string, unknown>)[event] = mapped;
  }
  return out;
}

/**
 * The shortcuts named, plus those they run through run_shortcut steps (at any depth), so a
 * copy is complete. Bounded by the document's 256 shortcuts.
 */
async function loadShortcutClosure(
  ctx: QueryCtx,
  hostId: string,
  start: Set<string>,
): Promise<ShortcutRow[]> {
  const found = new Map<string, ShortcutRow>();
  let wanted = [...start];
  while (wanted.length > 0 && found.size < 256) {
    const rows = await ctx.db
      .select()
      .from(shortcut)
      .where(and(eq(shortcut.hostId, hostId), inArray(shortcut.id, wanted)));
    const next = new Set<string>();
    for (const r of rows) {
      found.set(r.id, r);
      for (const id of collectStepReferences(r.steps).shortcuts) next.add(id);
    }
    wanted = [...next].filter((id) => !found.has(id));
  }
  return [...found.values()].slice(0, 256);
}

/** A screen as a portable document: buttons, the shortcuts they bind and variables they read. */
export async function buildScreenDocument(ctx: QueryCtx, row: ScreenRow): Promise<ScreenExport> {
  const rows = await loadScreenButtons(ctx, row.id, row.hostId);
  ctx.read("variable", hostKey(row.hostId));
  ctx.read("shortcut", hostKey(row.hostId));
  const variables = await ctx.db.select().from(variable).where(eq(variable.hostId, row.hostId));
  const keyById = new Map(variables.map((v) => [v.id, v.key]));
  const shortcutIds = new Set<string>();
  for (const b of rows) {
    for (const binding of Object.values(b.on)) {
      if (binding && "shortcutId" in binding) shortcutIds.add(binding.shortcutId);
      else if (binding) {
        for (const id of collectStepReferences(binding.steps).shortcuts) shortcutIds.add(id);
      }
    }
  }
  const shortcuts = await loadShortcutClosure(ctx, row.hostId, shortcutIds);
  const buttonIds = new Set(rows.map((b) => b.id));
  const usedKeys = new Set(
    rows.flatMap((b) =>
      b.variableId && keyById.has(b.variableId) ? [keyById.get(b.variableId) as string] : [],
    ),
  );
  // Variables named in templates and expressions travel too: a label reading {{score}} needs it.
  const text = JSON.stringify({
    b: rows.map((b) => [b.style, b.states, b.on]),
    s: shortcuts.map((s) => s.steps),
  });
  for (const v of variables) if (text.includes(v.key)) usedKeys.add(v.key);
  const known = new Set(shortcuts.map((s) => s.id));
  return {
    schemaVersion: SCREEN_EXPORT_SCHEMA_VERSION,
    screen: {
      name: row.name,
      description: row.description,
      columns: row.columns,
      rows: row.rows,
      gap: row.gap,
      backgroundColor: row.backgroundColor,
      backgroundImage: row.backgroundImage,
      fontFamily: row.fontFamily as ScreenExport["screen"]["fontFamily"],
    },
    buttons: rows.map((b) => ({
      ref: b.id,
      x: b.x,
      y: b.y,
      w: b.w,
      h: b.h,
      kind: b.kind as ScreenExport["buttons"][number]["kind"],
      style: b.style,
      states: b.states ?? null,
      on: mapOn(b.on, (id) => (known.has(id) ? id : null)),
      confirm: b.confirm,
      variableKey: b.variableId ? (keyById.get(b.variableId) ?? null) : null,
      targetScreenId: b.targetScreenId === row.id ? row.id : null,
      referenceButtonId:
        b.referenceButtonId && buttonIds.has(b.referenceButtonId) ? b.referenceButtonId : null,
    })),
    shortcuts: shortcuts.map((s) => ({
      ref: s.id,
      name: s.name,
      description: s.description,
      icon: s.icon,
      steps: s.steps,
      mode: s.mode as "sequential" | "concurrent",
      whenBusy: s.whenBusy as "queue" | "drop" | "restart",
    })),
    variables: variables
      .filter((v) => usedKeys.has(v.key))
      .map((v) => ({
        key: v.key,
        type: v.type as VariableType,
        kind: v.kind as "value" | "computed",
        value: v.value ?? null,
        defaultValue: v.defaultValue ?? null,
        expression: v.expression,
        persist: v.persist,
        description: v.description,
      })),
  };
}

export type InstallOptions = { sourceScreenId?: string; sourceVersion?: number; name?: string };

/**
 * Copies a document into `hostId`'s account. Variables are matched by key (the installer's
 * own variable is reused, else created); shortcuts by name (same). Returns the new screen id.
 */
export async function installScreenDocument(
  ctx: MutationCtx,
  hostId: string,
  input: unknown,
  options: InstallOptions = {},
): Promise<string> {
  const doc = screenExportSchema.parse(input);
  assertLayout(doc.screen, doc.buttons);
  const key = hostKey(hostId);

  const existingVars = await ctx.db.select().from(variable).where(eq(variable.hostId, hostId));
  const varIdByKey = new Map(existingVars.map((v) => [v.key, v.id]));
  for (const v of doc.variables) {
    if (varIdByKey.has(v.key)) continue;
    const type = v.type;
    const value = parseVariableValue(type, v.value ?? v.defaultValue ?? DEFAULT_VALUES[type]);
    const id = newId();
    await ctx.db.insert(variable).values({
      id,
      hostId,
      key: v.key,
      type,
      kind: v.kind,
      value: value.ok ? value.value : DEFAULT_VALUES[type],
      defaultValue: v.defaultValue ?? null,
      expression: v.kind === "computed" ? (v.expression ?? null) : null,
      persist: v.persist,
      description: v.description,
    });
    varIdByKey.set(v.key, id);
    ctx.write("variable", key);
  }

  const existingShortcuts = await ctx.db.select().from(shortcut).where(eq(shortcut.hostId, hostId));
  const shortcutIdByName = new Map(existingShortcuts.map((s) => [s.name, s.id]));
  const shortcutIdByRef = new Map<string, string>();
  const created: { id: string; fields: Omit<(typeof doc.shortcuts)[number], "ref"> }[] = [];
  // Ids first, so steps of one copied shortcut can run another copied one.
  for (const s of doc.shortcuts) {
    let id = shortcutIdByName.get(s.name);
    if (!id) {
      id = newId();
      const { ref: _ref, ...fields } = s;
      created.push({ id, fields });
      shortcutIdByName.set(s.name, id);
    }
    shortcutIdByRef.set(s.ref, id);
  }

  const screenId = newId();
  const buttonIdByRef = new Map(doc.buttons.map((b) => [b.ref, newId()]));
  const stepMaps = await buildStepReferenceMaps(ctx, hostId, doc, {
    screenId,
    sourceScreenId: options.sourceScreenId,
    shortcutIdByRef,
    buttonIdByRef,
    ownShortcutIds: new Set(existingShortcuts.map((s) => s.id)),
  });
  for (const { id, fields } of created) {
    const steps = remapStepReferences(fields.steps, stepMaps);
    await ctx.db.insert(shortcut).values({ id, hostId, ...fields, steps });
    ctx.write("shortcut", key);
  }

  await ctx.db.insert(screen).values({
    id: screenId,
    hostId,
    ...doc.screen,
    name: options.name ?? doc.screen.name,
    visibility: "private",
    sourceScreenId: options.sourceScreenId ?? null,
    sourceVersion: options.sourceVersion ?? null,
  });
  if (doc.buttons.length > 0) {
    await ctx.db.insert(button).values(
      doc.buttons.map(({ ref, variableKey, ...b }) => ({
        ...b,
        id: buttonIdByRef.get(ref) as string,
        screenId,
        on: mapOn(b.on, (id) => shortcutIdByRef.get(id) ?? null, stepMaps),
        variableId: variableKey ? (varIdByKey.get(variableKey) ?? null) : null,
        targetScreenId: b.targetScreenId ? screenId : null,
        referenceButtonId: b.referenceButtonId
          ? (buttonIdByRef.get(b.referenceButtonId) ?? null)
          : null,
      })),
    );
  }
  ctx.write("screen", key);
  ctx.write("button", key);
  return screenId;
}
