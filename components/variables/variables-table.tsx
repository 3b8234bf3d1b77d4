"use client";

import { LockIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { VariableListItem } from "@/lib/api-types";
import { KindBadge, ReadOnlyValue, VariableValueCell } from "./variable-value-cell";

type ListProps = {
  variables: VariableListItem[];
  renderActions: (variable: VariableListItem) => ReactNode;
};

/** From sm up: one row per variable. */
export function VariableTable({ variables, renderActions }: ListProps) {
  return (
    <div className="hidden rounded-xl border sm:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Key</TableHead>
            <TableHead>Type</TableHead>
            <TableHead className="w-[34%]">Value</TableHead>
            <TableHead>Kind</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {variables.map((variable) => (
            <TableRow key={variable.id} data-testid={`variable-row-${variable.key}`}>
              <TableCell className="font-mono font-semibold">{variable.key}</TableCell>
              <TableCell>
                <Badge variant="outline">{variable.type}</Badge>
              </TableCell>
              <TableCell className="max-w-0">
                <VariableValueCell variable={variable} />
              </TableCell>
              <TableCell className="max-w-48">
                <KindBadge variable={variable} />
              </TableCell>
              <TableCell className="max-w-56 truncate text-muted-foreground">
                {variable.description}
              </TableCell>
              <TableCell>{renderActions(variable)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Under sm: a card per variable, the value editor full width. */
export function VariableCards({ variables, renderActions }: ListProps) {
  return (
    <ul className="flex flex-col gap-3 sm:hidden">
      {variables.map((variable) => (
        <li key={variable.id}>
          <Card className="gap-3 p-4" data-testid={`variable-card-${variable.key}`}>
            <div className="flex items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-mono font-semibold">{variable.key}</span>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{variable.type}</Badge>
                  <KindBadge variable={variable} />
                </div>
              </div>
              {renderActions(variable)}
            </div>
            <VariableValueCell variable={variable} />
            {variable.description && (
              <p className="text-sm text-muted-foreground">{variable.description}</p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The values the server supplies; shown so users know the names, never editable. */
export function SystemVariables({ variables }: { variables: VariableListItem[] }) {
  return (
    <section aria-labelledby="system-variables" className="flex flex-col gap-3">
      <div>
        <h2 id="system-variables" className="flex items-center gap-2 text-lg font-bold">
          <LockIcon className="size-4 text-muted-foreground" aria-hidden />
          System variables
        </h2>
        <p className="text-sm text-muted-foreground">
          Read-only values Deckbot keeps up to date. Use them in labels like any other, e.g.{" "}
          <code className="font-mono">{"{{$time}}"}</code>.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {variables.map((variable) => (
          <li key={variable.key}>
            <Card
              className="h-full gap-2 bg-muted/30 p-4"
              data-testid={`system-variable-${variable.key}`}
              aria-label={`${variable.key}, read-only`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-mono font-semibold">{variable.key}</span>
                <Badge variant="secondary">
                  <LockIcon aria-hidden className="size-3" />
                  read-only
                </Badge>
              </div>
              <ReadOnlyValue variable={variable} />
              <p className="text-sm text-muted-foreground">{variable.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
