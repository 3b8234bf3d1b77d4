import type { VariableListItem } from "@/lib/api-types";
import type { ButtonPatch } from "@/lib/schemas/button";
import type { RenderedButton } from "@/lib/screen/render-types";
import { resolveButton } from "@/lib/screen/resolve-button";
import type { EditorButton, EditorScreenFields, ScreenPatch } from "./screen-store";

/**
 * Edits sent but not yet confirmed, drawn at once so a drop or a colour change does not
 * flicker back while the mutation travels. Dropped when the mutation settles (the queries
 * carry the stored result by then).
 */
export type PendingEdit =
  | { seq: number; type: "update"; id: string; patch: ButtonPatch }
  | { seq: number; type: "remove"; id: string }
  | { seq: number; type: "screen"; patch: ScreenPatch };

export function applyPendingToButtons(
  buttons: readonly EditorButton[],
  pending: readonly PendingEdit[],
): { buttons: EditorButton[]; touched: Set<string> } {
  let out = [...buttons];
  const touched = new Set<string>();
  for (const edit of pending) {
    if (edit.type === "update") {
      touched.add(edit.id);
      out = out.map((b) => (b.id === edit.id ? { ...b, ...edit.patch } : b));
    } else if (edit.type === "remove") out = out.filter((b) => b.id !== edit.id);
  }
  return { buttons: out, touched };
}

export function applyPendingToScreen(
  screen: EditorScreenFields | undefined,
  pending: readonly PendingEdit[],
): EditorScreenFields | undefined {
  if (!screen) return screen;
  let current = screen;
  for (const edit of pending) if (edit.type === "screen") current = { ...current, ...edit.patch };
  return current;
}

export function buildScope(variables: readonly VariableListItem[]) {
  return Object.fromEntries(variables.map((v) => [v.key, v.value]));
}

/** Renders a stored button in the browser the way `screens:render` does. */
export function renderInBrowser(
  button: EditorButton,
  variables: readonly VariableListItem[],
): RenderedButton {
  const key = variables.find((v) => v.id === button.variableId)?.key ?? null;
  return resolveButton({ ...button, variableKey: key }, buildScope(variables));
}

/**
 * The canvas's buttons: the server's render where nothing is pending, a browser render of
 * the pending state otherwise, in the order of the stored buttons.
 */
export function mergeRendered(
  buttons: readonly EditorButton[],
  serverRendered: readonly RenderedButton[] | undefined,
  touched: ReadonlySet<string>,
  variables: readonly VariableListItem[],
): RenderedButton[] {
  const byId = new Map((serverRendered ?? []).map((b) => [b.id, b]));
  return buttons.map((b) => {
    const server = byId.get(b.id);
    // A reference button takes its look from elsewhere: only the server knows it.
    if (server && (!touched.has(b.id) || b.kind === "reference"))
      return touched.has(b.id) ? { ...server, x: b.x, y: b.y, w: b.w, h: b.h } : server;
    return renderInBrowser(b, variables);
  });
}
