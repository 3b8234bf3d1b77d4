"use client";

import { useEffect, useState } from "react";
import { FormField } from "@/components/app/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

type FieldProps = { id: string; label: string; hint?: string; error?: string };

function describedBy(id: string, error?: string, hint?: string) {
  return error || hint ? `${id}-note` : undefined;
}

export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  placeholder,
  multiline = false,
  mono = false,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  multiline?: boolean;
  mono?: boolean;
}) {
  const common = {
    id,
    value,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    className: mono ? "font-mono" : undefined,
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}

/**
 * A number input that keeps what the user is typing ("1e", "-") and reports NaN while the
 * text is not a number, so the zod message shows instead of the text being thrown away.
 */
export function NumberField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
}: FieldProps & { value: number; onChange: (value: number) => void }) {
  const [text, setText] = useState(Number.isFinite(value) ? String(value) : "");
  useEffect(() => {
    setText((current) =>
      Number(current) === value ? current : Number.isFinite(value) ? String(value) : current,
    );
  }, [value]);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => {
          setText(e.target.value);
          const trimmed = e.target.value.trim();
          onChange(trimmed === "" ? Number.NaN : Number(trimmed));
        }}
      />
    </FormField>
  );
}

export type Choice = { value: string; label: string };

/** A labelled select; `emptyLabel` adds a "none" choice stored as the empty string. */
export function ChoiceField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  choices,
  placeholder = "Choose…",
  emptyLabel,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  placeholder?: string;
  emptyLabel?: string;
}) {
  const NONE = "__none__";
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <Select
        value={value === "" ? (emptyLabel ? NONE : "") : value}
        onValueChange={(next) => onChange(next === NONE ? "" : next)}
      >
        <SelectTrigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="w-full"
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {emptyLabel && <SelectItem value={NONE}>{emptyLabel}</SelectItem>}
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
