"use client";

import type { ShortcutDetail } from "@/lib/api-types";
import type { Binding, ButtonOn, ButtonPatch } from "@/lib/schemas/button";
import type { EditorButton } from "../store/screen-store";
import { BindingEditor } from "./binding-editor";
import { NumberField, Section } from "./fields";

const DEFAULT_LONG_PRESS_MS = 800;

/** Press, release, long press (with its hold time) and slider change → shortcut or steps. */
export function EventsSection({
  button,
  shortcuts,
  onEdit,
}: {
  button: EditorButton;
  shortcuts: readonly ShortcutDetail[] | null;
  onEdit: (patch: ButtonPatch, label: string) => void;
}) {
  const on = button.on;
  const setEvent = (event: keyof ButtonOn, binding: Binding | undefined, label: string) => {
    const next: ButtonOn = { ...on };
    if (!binding) delete next[event];
    else if (event === "longPress")
      next.longPress = { ms: on.longPress?.ms ?? DEFAULT_LONG_PRESS_MS, ...binding };
    else next[event] = binding;
    onEdit({ on: next }, label);
  };
  const longPress = on.longPress;
  const longBinding: Binding | undefined = longPress
    ? "shortcutId" in longPress
      ? { shortcutId: longPress.shortcutId }
      : { steps: longPress.steps }
    : undefined;

  if (button.kind === "label" || button.kind === "back" || button.kind === "folder") return null;
  return (
    <Section title="When pressed">
      <BindingEditor
        id="event-press"
        title="Press"
        binding={on.press}
        shortcuts={shortcuts}
        onChange={(binding) => setEvent("press", binding, "Change press action")}
      />
      <BindingEditor
        id="event-release"
        title="Release"
        binding={on.release}
        shortcuts={shortcuts}
        onChange={(binding) => setEvent("release", binding, "Change release action")}
      />
      <BindingEditor
        id="event-long-press"
        title="Long press"
        binding={longBinding}
        shortcuts={shortcuts}
        onChange={(binding) => setEvent("longPress", binding, "Change long press action")}
      />
      {longPress && (
        <NumberField
          id="event-long-press-ms"
          label="Hold for (ms)"
          value={longPress.ms}
          min={200}
          max={10_000}
          onCommit={(ms) =>
            onEdit({ on: { ...on, longPress: { ...longPress, ms } } }, "Change hold time")
          }
        />
      )}
      {button.kind === "slider" && (
        <BindingEditor
          id="event-change"
          title="Slider change"
          binding={on.change}
          shortcuts={shortcuts}
          onChange={(binding) => setEvent("change", binding, "Change slider action")}
        />
      )}
    </Section>
  );
}
