"use client";

import type { ReactNode } from "react";
import { FormField } from "@/components/app/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { colorSchema } from "@/lib/schemas/common";
import { useDraft } from "../use-draft";

/** Text saved a moment after typing stops; `check` blocks saving with a message. */
export function TextField({
  id,
  label,
  value,
  onCommit,
  check,
  hint,
  placeholder,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (value: string) => unknown;
  check?: (value: string) => string | null;
  hint?: ReactNode;
  placeholder?: string;
  maxLength?: number;
}) {
  const { draft, change, flush } = useDraft(value, (next) =>
    check?.(next) ? undefined : onCommit(next),
  );
  const error = check?.(draft) ?? null;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        value={draft}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
      />
    </FormField>
  );
}

export function NumberField({
  id,
  label,
  value,
  min,
  max,
  onCommit,
  hint,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => unknown;
  hint?: ReactNode;
}) {
  const check = (text: string) => {
    const n = Number(text);
    if (text.trim() === "" || !Number.isInteger(n)) return "Enter a whole number";
    if (n < min || n > max) return `Use a number from ${min} to ${max}`;
    return null;
  };
  const { draft, change, flush } = useDraft(String(value), (next) =>
    check(next) ? undefined : onCommit(Number(next)),
  );
  const error = check(draft);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft}
        aria-invalid={error ? true : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
      />
    </FormField>
  );
}

/** A swatch and the hex text side by side; empty means "use the default" when allowed. */
export function ColorField({
  id,
  label,
  value,
  fallback,
  onCommit,
}: {
  id: string;
  label: string;
  value: string | undefined;
  fallback: string;
  onCommit: (value: string | undefined) => void;
}) {
  const check = (text: string) =>
    text === "" || colorSchema.safeParse(text).success ? null : "Use a colour like #1e293b";
  const { draft, change, flush } = useDraft(value ?? "", (next) => {
    if (!check(next)) onCommit(next === "" ? undefined : next);
  });
  const error = check(draft);
  const swatch = draft && !error ? draft.slice(0, 7) : fallback;
  return (
    <FormField id={id} label={label} error={error}>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={swatch.length === 4 ? fallback : swatch}
          onChange={(event) => change(event.target.value)}
          onBlur={flush}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
        />
        <Input
          id={id}
          value={draft}
          placeholder={fallback}
          aria-invalid={error ? true : undefined}
          onChange={(event) => change(event.target.value.trim())}
          onBlur={flush}
          className="font-mono"
        />
      </div>
    </FormField>
  );
}

export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

/** A titled group inside the inspector. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-bold tracking-tight">{title}</h3>
      {children}
    </section>
  );
}
