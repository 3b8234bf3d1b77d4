"use client";

import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FONTS, type FontId } from "@/lib/fonts";
import type { Visibility } from "@/lib/schemas/screen";
import { ColorField, NumberField, Section, SelectField, TextField } from "../inspector/fields";
import { UploadButton } from "../inspector/upload-button";
import type { Editor } from "../use-editor";
import { DocumentActions } from "./document-actions";

const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: "Private — only you",
  unlisted: "Unlisted — anyone with the link",
  public: "Public — listed in Discover",
};

/** Name, grid size, gap, background, font and visibility of the screen. */
export function ScreenSettings({ editor }: { editor: Editor }) {
  const { store } = editor;
  const screen = store.screen;
  if (!screen) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="screen-settings">
      <Section title="Screen">
        <TextField
          id="screen-name"
          label="Name"
          value={screen.name}
          maxLength={100}
          check={(value) => (value.trim() ? null : "Give the screen a name")}
          onCommit={(name) => editor.editScreen({ name: name.trim() }, "Rename screen")}
        />
        <div className="grid grid-cols-3 gap-3">
          <NumberField
            id="screen-columns"
            label="Columns"
            value={screen.columns}
            min={1}
            max={16}
            onCommit={(columns) => editor.editScreen({ columns }, "Change columns")}
          />
          <NumberField
            id="screen-rows"
            label="Rows"
            value={screen.rows}
            min={1}
            max={16}
            onCommit={(rows) => editor.editScreen({ rows }, "Change rows")}
          />
          <NumberField
            id="screen-gap"
            label="Gap"
            value={screen.gap}
            min={0}
            max={64}
            onCommit={(gap) => editor.editScreen({ gap }, "Change gap")}
          />
        </div>
        <ColorField
          id="screen-background"
          label="Background colour"
          value={screen.backgroundColor}
          fallback="#0f172a"
          onCommit={(color) =>
            color && void editor.editScreen({ backgroundColor: color }, "Change background")
          }
        />
        <div className="flex flex-wrap items-center gap-2">
          <UploadButton
            bucket="media"
            label="Background image"
            onUploaded={(url) =>
              void editor.editScreen({ backgroundImage: url }, "Set background image")
            }
          />
          {screen.backgroundImage && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() =>
                void editor.editScreen({ backgroundImage: null }, "Remove background image")
              }
            >
              <XIcon />
              Remove image
            </Button>
          )}
        </div>
        <SelectField
          id="screen-font"
          label="Font"
          value={screen.fontFamily}
          options={FONTS.map((font) => ({ value: font.id, label: font.label }))}
          onChange={(fontFamily: FontId) => void editor.editScreen({ fontFamily }, "Change font")}
        />
        {store.kind === "sync" && (
          <SelectField
            id="screen-visibility"
            label="Visibility"
            value={screen.visibility}
            options={(Object.keys(VISIBILITY_LABELS) as Visibility[]).map((value) => ({
              value,
              label: VISIBILITY_LABELS[value],
            }))}
            onChange={(visibility) => void editor.editScreen({ visibility }, "Change visibility")}
          />
        )}
      </Section>
      <Section title="File">
        <DocumentActions store={store} />
      </Section>
    </div>
  );
}
