import { type ButtonOn, buttonFieldsSchema } from "@/lib/schemas/button";
import { type ScreenExport, screenExportSchema } from "@/lib/schemas/screen-export";
import type { LocalScreen } from "@/lib/screen/local-screen";
import type { EditorButton, EditorScreenFields } from "./screen-store";

export type LocalState = { screen: EditorScreenFields; buttons: EditorButton[] };

/** A local screen as the same portable document `screens:export` produces. */
export function buildLocalDocument(state: LocalState): ScreenExport {
  const { name, columns, rows, gap, backgroundColor, backgroundImage, fontFamily } = state.screen;
  return {
    schemaVersion: 1,
    screen: {
      name,
      description: "",
      columns,
      rows,
      gap,
      backgroundColor,
      backgroundImage,
      fontFamily,
    },
    buttons: state.buttons.map(({ id, stateIndex: _s, variableId: _v, ...fields }) => ({
      ...fields,
      ref: id,
      variableKey: null,
    })),
    shortcuts: [],
    variables: [],
  };
}

/** Keeps inline steps; shortcut bindings need an account, so they are dropped. */
function keepInlineSteps(on: ButtonOn): ButtonOn {
  const out: ButtonOn = {};
  if (on.press && "steps" in on.press) out.press = on.press;
  if (on.release && "steps" in on.release) out.release = on.release;
  if (on.change && "steps" in on.change) out.change = on.change;
  if (on.longPress && "steps" in on.longPress) out.longPress = on.longPress;
  return out;
}

/** A document read into a local screen, or the zod problem with its path. */
export function readLocalDocument(
  document: unknown,
  visibility: EditorScreenFields["visibility"],
): { state: LocalState } | { error: string } {
  const parsed = screenExportSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    return { error: `${path}${issue?.message ?? "Not a screen export"}` };
  }
  const { screen, buttons } = parsed.data;
  return {
    state: {
      screen: { ...screen, visibility },
      buttons: buttons.map(({ ref, variableKey: _k, ...fields }, index) => ({
        ...fields,
        on: keepInlineSteps(fields.on),
        variableId: null,
        id: `import-${index}-${ref}`,
        stateIndex: 0,
      })),
    },
  };
}

/** The editor's state for a browser-only screen (lib/screen/local-screen.ts). */
export function fromLocalScreen(local: LocalScreen, name: string): LocalState {
  const { buttons, ...grid } = local;
  return {
    screen: { ...grid, name, backgroundImage: null, visibility: "private" },
    buttons: buttons.map((b) => ({
      ...buttonFieldsSchema.parse({
        x: b.x,
        y: b.y,
        w: b.w,
        h: b.h,
        kind: b.kind,
        style: { ...b.style, label: b.label },
      }),
      id: b.id,
      stateIndex: 0,
    })),
  };
}
