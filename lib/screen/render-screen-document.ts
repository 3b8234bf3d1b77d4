import { resolveVariableValues } from "@/lib/expressions/resolve-variables";
import type { ScreenExport } from "@/lib/schemas/screen-export";
import type { RendererScreen } from "./local-screen";
import type { RenderedButton } from "./render-types";
import { resolveButton } from "./resolve-button";

/**
 * A published snapshot (or an export file) drawn as the ScreenRenderer expects, with the
 * document's own variable values: what the installer gets before any of it is theirs.
 */
export function renderScreenDocument(doc: ScreenExport): {
  screen: RendererScreen;
  buttons: RenderedButton[];
} {
  const scope = resolveVariableValues(
    doc.variables.map((v) => ({
      key: v.key,
      kind: v.kind,
      value: v.value ?? v.defaultValue ?? null,
      expression: v.expression ?? null,
    })),
  );
  return {
    screen: doc.screen,
    buttons: doc.buttons.map((b) => resolveButton({ ...b, id: b.ref, stateIndex: 0 }, scope)),
  };
}
