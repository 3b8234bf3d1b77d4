"use client";

import { KeyboardIcon, MousePointerClickIcon, PlusIcon, SearchIcon } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/app/empty-state";
import { PageHeader } from "@/components/app/page-header";
import { AutomationsSection } from "@/components/automations/automations-section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api";
import type { ShortcutDetail } from "@/lib/api-types";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { cn } from "@/lib/utils";
import { DeleteShortcutDialog } from "./delete-shortcut-dialog";
import { ShortcutEditor } from "./shortcut-editor";
import { type ShortcutAction, ShortcutList } from "./shortcut-list";
import { ShortcutNameDialog } from "./shortcut-name-dialog";
import { ShortcutEditorSkeleton, ShortcutsSkeleton } from "./shortcuts-skeleton";
import { useShortcutActions } from "./use-shortcut-actions";

type Dialog = { kind: "create" } | { kind: ShortcutAction; shortcut: ShortcutDetail } | null;

/** /host/shortcuts: my shortcuts (live) beside the editor of the one in `?shortcut=`. */
export function ShortcutsView() {
  const router = useRouter();
  const pathname = usePathname();
  const selectedId = useSearchParams().get("shortcut");
  const { data: shortcuts } = useSyncQuery(api.shortcuts.list, {});
  const { data: variableList } = useSyncQuery(api.variables.list, {});
  const { data: screenList } = useSyncQuery(api.screens.list, {});
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<Dialog>(null);

  const select = (id: string | null) =>
    router.replace(id ? `${pathname}?shortcut=${encodeURIComponent(id)}` : pathname, {
      scroll: false,
    });
  const actions = useShortcutActions(select);

  const variables = useMemo(
    () => (variableList ?? []).map((v) => ({ key: v.key, type: v.type, readOnly: v.readOnly })),
    [variableList],
  );
  const shortcutOptions = useMemo(
    () => (shortcuts ?? []).map((s) => ({ id: s.id, name: s.name })),
    [shortcuts],
  );
  const screens = useMemo(
    () => (screenList ?? []).map((s) => ({ id: s.id, name: s.name })),
    [screenList],
  );

  const query = search.trim().toLowerCase();
  const visible = (shortcuts ?? []).filter(
    (s) =>
      query === "" ||
      s.name.toLowerCase().includes(query) ||
      s.description.toLowerCase().includes(query),
  );
  const selected = shortcuts?.find((s) => s.id === selectedId) ?? null;

  const newButton = (label: string) => (
    <Button onClick={() => setDialog({ kind: "create" })}>
      <PlusIcon />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Shortcuts"
        description="What a button does: a list of steps that run in order or all at once."
        actions={shortcuts && shortcuts.length > 0 ? newButton("New shortcut") : undefined}
      />
      {!shortcuts ? (
        <ShortcutsSkeleton />
      ) : shortcuts.length === 0 ? (
        <EmptyState
          Icon={KeyboardIcon}
          title="No shortcuts yet"
          actions={
            <>
              {newButton("Create a shortcut")}
              <Button asChild variant="outline">
                <Link href="/download">Set up the host agent</Link>
              </Button>
            </>
          }
        >
          Build a shortcut from steps such as counting a variable up, calling a URL, pressing keys
          or switching an OBS scene, then attach it to a button. Steps that touch your computer need
          the host agent running.
        </EmptyState>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
          <nav
            aria-label="Shortcuts"
            className={cn("flex flex-col gap-2 lg:sticky lg:top-4", selected && "hidden lg:flex")}
          >
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                type="search"
                aria-label="Search shortcuts"
                placeholder="Search shortcuts"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-8"
              />
            </div>
            {visible.length === 0 ? (
              <p className="px-1 py-4 text-sm text-muted-foreground">
                No shortcut matches “{search.trim()}”.
              </p>
            ) : (
              <ShortcutList
                shortcuts={visible}
                selectedId={selectedId}
                onSelect={select}
                onAction={(shortcut, kind) => {
                  if (kind === "duplicate") actions.duplicate(shortcut);
                  else setDialog({ kind, shortcut });
                }}
              />
            )}
          </nav>
          {selected && !variableList ? (
            // Checks name unknown variables, so the editor waits for the variable list.
            <ShortcutEditorSkeleton />
          ) : selected ? (
            <ShortcutEditor
              key={selected.id}
              shortcut={selected}
              variables={variables}
              shortcuts={shortcutOptions}
              screens={screens}
              onClose={() => select(null)}
            />
          ) : (
            <div className="hidden lg:block">
              <EmptyState Icon={MousePointerClickIcon} title="Pick a shortcut to edit">
                Choose one on the left to change its steps, or create a new one. Changes save as you
                go.
              </EmptyState>
            </div>
          )}
        </div>
      )}
      <AutomationsSection />
      <ShortcutNameDialog
        open={dialog?.kind === "create"}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Create a shortcut"
        description="Name it after what it does; you add the steps next."
        submitLabel="Create shortcut"
        onSubmit={(name) => actions.create(name)}
      />
      <ShortcutNameDialog
        open={dialog?.kind === "rename"}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Rename shortcut"
        description="Buttons bound to it keep working."
        submitLabel="Rename"
        initialName={dialog?.kind === "rename" ? dialog.shortcut.name : ""}
        onSubmit={async (name) =>
          dialog?.kind === "rename" ? actions.rename(dialog.shortcut, name) : false
        }
      />
      <DeleteShortcutDialog
        name={dialog?.kind === "delete" ? dialog.shortcut.name : ""}
        open={dialog?.kind === "delete"}
        onOpenChange={(open) => !open && setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === "delete") actions.remove(dialog.shortcut, selectedId);
          setDialog(null);
        }}
      />
    </>
  );
}
