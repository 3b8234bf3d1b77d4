import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { button, screen } from "@/db/schema";
import type { ScreenExport } from "@/lib/schemas/screen-export";
import type { Step } from "@/lib/schemas/steps";
import type { MutationCtx } from "../functions/define";
import { collectStepReferences, type StepReferenceMaps } from "./remap-step-references";

/**
 * Where the ids inside copied steps point in the installer's account: the copy's own
 * shortcuts, screen and buttons first, else the installer's existing rows (a duplicate or a
 * re-import of my own screen keeps its links); anything else, such as the author's other
 * screens, does not resolve and the step is dropped.
 */
export async function buildStepReferenceMaps(
  ctx: MutationCtx,
  hostId: string,
  doc: ScreenExport,
  copy: {
    screenId: string;
    sourceScreenId?: string;
    shortcutIdByRef: Map<string, string>;
    buttonIdByRef: Map<string, string>;
    ownShortcutIds: Set<string>;
  },
): Promise<StepReferenceMaps> {
  const refs = collectStepReferences(doc.shortcuts.flatMap((s) => s.steps));
  for (const b of doc.buttons) {
    for (const binding of Object.values(b.on)) {
      if (binding && "steps" in binding) collectStepReferences(binding.steps as Step[], refs);
    }
  }
  // A folder button to its own screen names the source screen's id (see buildScreenDocument).
  const selfIds = new Set(doc.buttons.flatMap((b) => (b.targetScreenId ? [b.targetScreenId] : [])));
  if (copy.sourceScreenId) selfIds.add(copy.sourceScreenId);
  const screenIds = [...refs.screens].filter((id) => !selfIds.has(id));
  const ownScreens = new Set(
    screenIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: screen.id })
            .from(screen)
            .where(and(eq(screen.hostId, hostId), inArray(screen.id, screenIds)))
        ).map((r) => r.id),
  );
  const buttonIds = [...refs.buttons].filter((id) => !copy.buttonIdByRef.has(id));
  const ownButtons = new Set(
    buttonIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: button.id })
            .from(button)
            .innerJoin(screen, eq(screen.id, button.screenId))
            .where(and(eq(screen.hostId, hostId), inArray(button.id, buttonIds)))
        ).map((r) => r.id),
  );
  return {
    shortcut: (id) => copy.shortcutIdByRef.get(id) ?? (copy.ownShortcutIds.has(id) ? id : null),
    screen: (id) => (selfIds.has(id) ? copy.screenId : ownScreens.has(id) ? id : null),
    button: (id) => copy.buttonIdByRef.get(id) ?? (ownButtons.has(id) ? id : null),
  };
}
