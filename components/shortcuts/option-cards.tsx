"use client";

import { cn } from "@/lib/utils";

export type OptionCard<T extends string> = { value: T; label: string; sentence: string };

/** A radio group drawn as cards, each option with a sentence saying what it does. */
export function OptionCards<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly OptionCard<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring",
              value === option.value ? "border-primary bg-primary/5" : "hover:bg-muted/50",
            )}
          >
            <span className="flex items-center gap-2 font-semibold">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="accent-primary"
              />
              {option.label}
            </span>
            <span className="text-muted-foreground">{option.sentence}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
