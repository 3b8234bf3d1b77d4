"use client";

import { useEffect, useState } from "react";
import { ChoiceField, NumberField, TextField } from "./field-parts";
import type { StepFormProps } from "./step-form-props";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"] as const;

/** Headers as "Name: value" lines, the way they look on the wire. */
export function formatHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
}

export function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function HttpRequestFields({
  step,
  onChange,
  problems,
  idPrefix,
}: StepFormProps<"http_request">) {
  const [headerText, setHeaderText] = useState(() => formatHeaders(step.headers));
  useEffect(() => {
    setHeaderText((current) =>
      JSON.stringify(parseHeaders(current)) === JSON.stringify(step.headers)
        ? current
        : formatHeaders(step.headers),
    );
  }, [step.headers]);
  const hasBody = step.method !== "GET" && step.method !== "HEAD";
  return (
    <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
      <ChoiceField
        id={`${idPrefix}-method`}
        label="Method"
        value={step.method}
        choices={METHODS.map((m) => ({ value: m, label: m }))}
        onChange={(method) => {
          const found = METHODS.find((m) => m === method);
          if (found) onChange({ ...step, method: found });
        }}
      />
      <TextField
        id={`${idPrefix}-url`}
        label="URL"
        hint="Templates work: https://example.com/score/{{score}}"
        value={step.url}
        error={problems.url}
        onChange={(url) => onChange({ ...step, url })}
      />
      <div className="sm:col-span-2">
        <TextField
          id={`${idPrefix}-headers`}
          label="Headers"
          hint="One per line, like Content-Type: application/json"
          value={headerText}
          multiline
          mono
          error={problems.headers}
          onChange={(text) => {
            setHeaderText(text);
            onChange({ ...step, headers: parseHeaders(text) });
          }}
        />
      </div>
      {hasBody && (
        <div className="sm:col-span-2">
          <TextField
            id={`${idPrefix}-body`}
            label="Body"
            hint="Templates work here too."
            value={step.body ?? ""}
            multiline
            mono
            error={problems.body}
            onChange={(body) => onChange({ ...step, body: body === "" ? undefined : body })}
          />
        </div>
      )}
      <NumberField
        id={`${idPrefix}-timeout`}
        label="Timeout (ms)"
        value={step.timeoutMs}
        error={problems.timeoutMs}
        onChange={(timeoutMs) => onChange({ ...step, timeoutMs })}
      />
    </div>
  );
}
