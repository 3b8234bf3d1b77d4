import { Badge } from "@/components/ui/badge";
import type { VariableListItem } from "@/lib/api-types";
import { summarizeVariableValue } from "@/lib/variables/variable-value";
import { InlineValueEditor } from "./inline-value-editor";

/** The live value: an inline editor for value variables, read-only text for the rest. */
export function VariableValueCell({ variable }: { variable: VariableListItem }) {
  if (!variable.readOnly && variable.kind === "value") {
    return <InlineValueEditor variable={variable} />;
  }
  return <ReadOnlyValue variable={variable} />;
}

export function ReadOnlyValue({ variable }: { variable: VariableListItem }) {
  const text = summarizeVariableValue(variable.type, variable.value);
  return (
    <span
      className="inline-flex min-w-0 items-center gap-2 font-mono text-sm"
      data-testid={`value-${variable.key}`}
    >
      {variable.type === "color" && typeof variable.value === "string" && (
        <span
          aria-hidden
          className="size-4 shrink-0 rounded border"
          style={{ backgroundColor: variable.value }}
        />
      )}
      <span className="truncate">
        {text === "" ? <em className="text-muted-foreground">empty</em> : text}
      </span>
    </span>
  );
}

export function KindBadge({ variable }: { variable: VariableListItem }) {
  if (variable.kind === "computed") {
    return (
      <span className="flex min-w-0 flex-col gap-1">
        <Badge variant="secondary" className="w-fit">
          computed
        </Badge>
        <code className="truncate font-mono text-xs text-muted-foreground">
          = {variable.expression}
        </code>
      </span>
    );
  }
  return (
    <Badge variant="outline" className="w-fit">
      {variable.kind}
    </Badge>
  );
}
