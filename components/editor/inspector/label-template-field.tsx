"use client";

import { type KeyboardEvent, useId, useRef, useState } from "react";
import { FormField } from "@/components/app/form-field";
import { Input } from "@/components/ui/input";
import type { VariableListItem } from "@/lib/api-types";
import { checkTemplate } from "@/lib/expressions";
import { cn } from "@/lib/utils";
import { useDraft } from "../use-draft";
import { filterKeys, findPlaceholderQuery, insertVariable } from "./template-autocomplete";

/**
 * A label template: typing `{{` lists variables (arrows + Enter/Tab to pick), placeholders
 * are checked as you type, and the text saves a moment after typing stops.
 */
export function LabelTemplateField({
  id,
  label = "Label",
  value,
  variables,
  onCommit,
}: {
  id: string;
  label?: string;
  value: string;
  variables: readonly VariableListItem[];
  onCommit: (value: string) => void;
}) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const problems = (text: string) => checkTemplate(text);
  const { draft, change, flush } = useDraft(value, (next) => {
    if (problems(next).length === 0) onCommit(next);
  });
  const problem = problems(draft)[0];
  const error = problem ? `${problem.message} at position ${problem.position + 1}` : null;
  const query = dismissed ? null : findPlaceholderQuery(draft, caret);
  const matches = query
    ? filterKeys(
        variables.map((v) => v.key),
        query.query,
      )
    : [];
  const open = matches.length > 0;

  const pick = (key: string) => {
    if (!query) return;
    const next = insertVariable(draft, caret, query, key);
    change(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => inputRef.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      pick(matches[Math.min(active, matches.length - 1)] ?? "");
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={
        <>
          Type <code className="font-mono">{"{{"}</code> to insert a variable, e.g.{" "}
          <code className="font-mono">{"Score {{score}}"}</code>.
        </>
      }
    >
      <div className="relative">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={500}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          autoComplete="off"
          onChange={(event) => {
            change(event.target.value);
            setCaret(event.target.selectionStart ?? event.target.value.length);
            setDismissed(false);
            setActive(0);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            flush();
            setDismissed(true);
          }}
        />
        {open && (
          <div
            id={listId}
            role="listbox"
            aria-label="Variables"
            className="absolute top-full right-0 left-0 z-50 mt-1 max-h-56 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {matches.map((key, index) => {
              const variable = variables.find((v) => v.key === key);
              return (
                <div
                  key={key}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  // Keep focus in the input: pick on mouse down, before blur.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(key);
                  }}
                  className={cn(
                    "flex cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-sm",
                    index === active && "bg-accent text-accent-foreground",
                  )}
                >
                  <span className="font-mono">{key}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {JSON.stringify(variable?.value ?? null)}
                  </span>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </FormField>
  );
}
