"use client";

import { VariableIcon } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { InlineValueEditor } from "@/components/variables/inline-value-editor";
import { ReadOnlyValue } from "@/components/variables/variable-value-cell";
import { api } from "@/lib/api";
import type { VariableListItem } from "@/lib/api-types";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { DashboardCard } from "./dashboard-card";
import { NumberStepper } from "./number-stepper";

/** My variables with live values and one-tap controls: toggles, − / +, inline set. */
export function QuickVariables() {
  const { data } = useSyncQuery(api.variables.list, {});
  const own = data?.filter((variable) => variable.kind !== "system");
  return (
    <DashboardCard
      id="dashboard-variables"
      title="Variables"
      href="/host/variables"
      linkLabel="Manage"
    >
      {!own ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : own.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
          <VariableIcon className="size-8 text-primary" aria-hidden />
          <p className="max-w-sm text-sm text-muted-foreground">
            Variables hold live values like a score or “are we live?”. Create one to control it from
            here.
          </p>
          <Button asChild variant="outline">
            <Link href="/host/variables">Create a variable</Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col divide-y" data-testid="dashboard-variables">
          {own.map((variable) => (
            <li
              key={variable.id}
              data-testid={`quick-variable-${variable.key}`}
              className="flex flex-col gap-2 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0 truncate font-mono text-sm font-semibold">
                {variable.key}
              </span>
              <QuickControl variable={variable} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function QuickControl({ variable }: { variable: VariableListItem }) {
  if (variable.readOnly || variable.kind !== "value") return <ReadOnlyValue variable={variable} />;
  if (variable.type === "number") return <NumberStepper variable={variable} />;
  return <InlineValueEditor variable={variable} />;
}
