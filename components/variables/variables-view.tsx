"use client";

import { PencilIcon, PlusIcon, VariableIcon } from "lucide-react";
import { EmptyState } from "@/components/app/empty-state";
import { PageHeader } from "@/components/app/page-header";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import type { VariableListItem } from "@/lib/api-types";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { DeleteVariableButton } from "./delete-variable-button";
import { VariableDialog } from "./variable-dialog";
import { VariablesSkeleton } from "./variables-skeleton";
import { SystemVariables, VariableCards, VariableTable } from "./variables-table";

/** The variables page: my variables with live values, then the read-only system ones. */
export function VariablesView() {
  const { data } = useSyncQuery(api.variables.list, {});
  const own = data?.filter((variable) => variable.kind !== "system") ?? [];
  const system = data?.filter((variable) => variable.kind === "system") ?? [];
  const knownKeys = data?.map((variable) => variable.key) ?? [];

  const createButton = (label: string) => (
    <VariableDialog
      knownKeys={knownKeys}
      trigger={
        <Button>
          <PlusIcon />
          {label}
        </Button>
      }
    />
  );

  return (
    <>
      <PageHeader
        title="Variables"
        description="Live values your buttons show and your shortcuts read and change."
        actions={data && own.length > 0 ? createButton("New variable") : undefined}
      />
      {!data ? (
        <VariablesSkeleton />
      ) : own.length === 0 ? (
        <EmptyState
          Icon={VariableIcon}
          title="No variables yet"
          actions={createButton("Create a variable")}
        >
          Create a number called <code className="font-mono text-foreground">score</code>, then
          label a button{" "}
          <span className="whitespace-nowrap rounded-md border bg-card px-2 py-0.5 font-mono text-sm text-foreground shadow-xs">
            {"Score {{score}}"}
          </span>{" "}
          to show it live. Shortcuts can count it up; computed variables like{" "}
          <code className="font-mono text-foreground">score * 2</code> follow along.
        </EmptyState>
      ) : (
        <section aria-labelledby="my-variables" className="flex flex-col gap-3">
          <h2 id="my-variables" className="sr-only">
            My variables
          </h2>
          <VariableTable
            variables={own}
            renderActions={(v) => <RowActions variable={v} knownKeys={knownKeys} />}
          />
          <VariableCards
            variables={own}
            renderActions={(v) => <RowActions variable={v} knownKeys={knownKeys} />}
          />
        </section>
      )}
      {data && <SystemVariables variables={system} />}
    </>
  );
}

function RowActions({
  variable,
  knownKeys,
}: {
  variable: VariableListItem;
  knownKeys: readonly string[];
}) {
  return (
    <div className="flex justify-end gap-1">
      <VariableDialog
        variable={variable}
        knownKeys={knownKeys}
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Edit ${variable.key}`}>
            <PencilIcon />
          </Button>
        }
      />
      <DeleteVariableButton variable={variable} />
    </div>
  );
}
