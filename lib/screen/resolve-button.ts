import { evaluateCondition, renderTemplate } from "@/lib/expressions";
import type { ExpressionScope } from "@/lib/expressions/evaluate-expression";
import type { ButtonFields, ButtonStates, ButtonStyle } from "@/lib/schemas/button";
import type { JsonValue } from "@/lib/schemas/common";
import type { RenderedButton } from "./render-types";

export type ButtonForRender = Omit<ButtonFields, "variableId"> & {
  id: string;
  stateIndex: number;
  /** Key of the bound variable, if any. */
  variableKey: string | null;
};

function sameValue(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Which state shows: by variable value, by the first expression that holds, or cycling. */
export function pickStateIndex(
  states: ButtonStates | null,
  storedIndex: number,
  boundKey: string | null,
  scope: ExpressionScope,
): number | null {
  if (!states || states.list.length === 0) return null;
  if (states.mode === "cycle") return storedIndex % states.list.length;
  if (states.mode === "expression") {
    const index = states.list.findIndex(
      (s) => s.when !== undefined && evaluateCondition(s.when, scope),
    );
    return index === -1 ? null : index;
  }
  const key = states.variable ?? boundKey;
  if (!key) return null;
  const index = states.list.findIndex(
    (s) => s.equals !== undefined && sameValue(s.equals, scope[key]),
  );
  return index === -1 ? null : index;
}

/** Base style with a state's overrides on top; unset fields keep the base. */
export function mergeStyle(base: ButtonStyle, override: ButtonStyle | undefined): ButtonStyle {
  if (!override) return base;
  const merged: ButtonStyle = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** One button as the renderer draws it: state applied, label template resolved. */
export function resolveButton(button: ButtonForRender, scope: ExpressionScope): RenderedButton {
  const stateIndex = pickStateIndex(button.states, button.stateIndex, button.variableKey, scope);
  const style = mergeStyle(
    button.style,
    stateIndex === null ? undefined : button.states?.list[stateIndex]?.style,
  );
  const { label: template, ...rest } = style;
  const value = button.variableKey ? (scope[button.variableKey] ?? null) : null;
  const on = button.on;
  return {
    id: button.id,
    x: button.x,
    y: button.y,
    w: button.w,
    h: button.h,
    kind: button.kind,
    label: template ? renderTemplate(template, scope) : "",
    style: rest,
    stateIndex,
    value,
    confirm: button.confirm,
    targetScreenId: button.targetScreenId,
    interactive:
      button.kind === "folder" ||
      button.kind === "back" ||
      button.kind === "toggle" ||
      button.kind === "slider" ||
      Boolean(on.press || on.release || on.longPress || on.change),
  };
}
