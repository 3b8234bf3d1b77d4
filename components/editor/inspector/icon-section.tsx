"use client";

import { XIcon } from "lucide-react";
import { useState } from "react";
import { BUTTON_ICONS } from "@/components/screen/button-icons";
import { isImageRef } from "@/components/screen/renderer-helpers";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { ButtonStyle } from "@/lib/schemas/button";
import { cn } from "@/lib/utils";
import type { EditorButton } from "../store/screen-store";
import { Section } from "./fields";
import { UploadButton } from "./upload-button";

/** Icon from the built-in set (searchable) or an upload to `icons`; image upload to `media`. */
export function IconSection({
  button,
  onStyle,
}: {
  button: EditorButton;
  onStyle: (changes: Partial<ButtonStyle>, label: string) => void;
}) {
  const [search, setSearch] = useState("");
  const icon = button.style.icon;
  const names = Object.keys(BUTTON_ICONS).filter((name) =>
    name.includes(search.trim().toLowerCase()),
  );
  return (
    <Section title="Icon and image">
      <Input
        type="search"
        aria-label="Search icons"
        placeholder="Search icons"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div role="radiogroup" aria-label="Icon" className="grid grid-cols-7 gap-1">
        {names.map((name) => {
          const Icon = BUTTON_ICONS[name];
          if (!Icon) return null;
          const checked = icon === name;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a grid of icon swatches, not radio inputs.
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={name}
              title={name}
              onClick={() => onStyle({ icon: checked ? undefined : name }, "Change icon")}
              className={cn(
                "flex aspect-square items-center justify-center rounded-md border hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                checked && "border-primary bg-primary/10 text-primary",
              )}
            >
              <Icon className="size-4" />
            </button>
          );
        })}
        {names.length === 0 && (
          <p className="col-span-7 text-sm text-muted-foreground">No icon matches “{search}”.</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <UploadButton
          bucket="icons"
          label="Upload icon"
          onUploaded={(url) => onStyle({ icon: url }, "Upload icon")}
        />
        {icon && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onStyle({ icon: undefined }, "Remove icon")}
          >
            <XIcon />
            {isImageRef(icon) ? "Remove uploaded icon" : "No icon"}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <UploadButton
          bucket="media"
          label="Upload background image"
          onUploaded={(url) => onStyle({ image: url }, "Set image")}
        />
        {button.style.image && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onStyle({ image: undefined }, "Remove image")}
          >
            <XIcon />
            Remove image
          </Button>
        )}
      </div>
    </Section>
  );
}
