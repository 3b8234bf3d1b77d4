"use client";

import {
  DownloadIcon,
  LayoutGridIcon,
  PencilRulerIcon,
  PlusIcon,
  Trash2Icon,
  UploadIcon,
} from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { EmptyState } from "@/components/app/empty-state";
import { PageHeader } from "@/components/app/page-header";
import { PublishScreenDialog } from "@/components/discover/publish-screen-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { api } from "@/lib/api";
import { useSyncMutation } from "@/lib/sync/use-sync-mutation";
import { useSyncQuery } from "@/lib/sync/use-sync-query";
import { CreateScreenDialog } from "./create-screen-dialog";
import { DeleteScreensDialog } from "./delete-screens-dialog";
import { formatRelativeTime } from "./format-relative-time";
import { RenameScreenInput } from "./rename-screen-input";
import { ScreenListActions } from "./screen-list-actions";
import { useDownloadScreenExport } from "./use-download-screen-export";
import { VisibilitySelect } from "./visibility-select";

const CHECKBOX_CLASS = "size-4 cursor-pointer accent-primary";
const SKELETON_ROWS = ["a", "b", "c"];

/** Manage screens: rename, visibility, export and bulk delete in one table. */
export function ManageScreensPageClient() {
  const { data: screens } = useSyncQuery(api.screens.list, {});
  const remove = useSyncMutation(api.screens.remove);
  const downloadExport = useDownloadScreenExport();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);
  const [publishing, setPublishing] = useState<string | null>(null);

  // Rows deleted elsewhere drop out of the selection by themselves.
  const selectedScreens = (screens ?? []).filter((screen) => selected.has(screen.id));
  const allSelected =
    screens !== undefined && screens.length > 0 && selectedScreens.length === screens.length;

  function toggle(screenId: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(screenId);
      else next.delete(screenId);
      return next;
    });
  }

  async function deleteSelected() {
    setConfirming(false);
    const targets = selectedScreens;
    const results = await Promise.all(targets.map((screen) => remove({ screenId: screen.id })));
    const deleted = results.filter((result) => result !== undefined).length;
    setSelected(new Set());
    if (deleted > 0)
      toast.success(deleted === 1 ? "Deleted 1 screen" : `Deleted ${deleted} screens`);
  }

  return (
    <>
      <PageHeader
        title="Manage screens"
        description="Rename, share, export and tidy up the screens your clients see."
        actions={<ScreenListActions onCreate={() => setCreating(true)} />}
      />
      {screens === undefined ? (
        <div role="status" aria-label="Loading screens" aria-busy className="flex flex-col gap-2">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} className="h-11 w-full" />
          ))}
        </div>
      ) : screens.length === 0 ? (
        <EmptyState
          Icon={PencilRulerIcon}
          title="Start your first screen"
          actions={
            <>
              <Button onClick={() => setCreating(true)}>
                <PlusIcon />
                Create a screen
              </Button>
              <Button asChild variant="outline">
                <Link href="/host/discover-screens">Start from a template</Link>
              </Button>
            </>
          }
        >
          Pick a grid size (up to 16 × 16), then click an empty cell to add a button and choose what
          it runs. Screens you create appear here and on the Screens page.
        </EmptyState>
      ) : (
        <section className="flex flex-col gap-3">
          <div className="flex min-h-9 items-center gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {selectedScreens.length > 0
                ? `${selectedScreens.length} of ${screens.length} selected`
                : `${screens.length} ${screens.length === 1 ? "screen" : "screens"}`}
            </p>
            {selectedScreens.length > 0 && (
              <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
                <Trash2Icon />
                Delete selected
              </Button>
            )}
          </div>
          <div className="rounded-xl border bg-card">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <input
                      type="checkbox"
                      aria-label="Select all screens"
                      className={CHECKBOX_CLASS}
                      checked={allSelected}
                      onChange={(event) =>
                        setSelected(
                          event.target.checked ? new Set(screens.map((s) => s.id)) : new Set(),
                        )
                      }
                    />
                  </TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead className="hidden sm:table-cell">Visibility</TableHead>
                  <TableHead className="hidden sm:table-cell">Grid</TableHead>
                  <TableHead className="hidden md:table-cell">Updated</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {screens.map((screen) => (
                  <TableRow
                    key={screen.id}
                    data-testid="screen-row"
                    data-state={selected.has(screen.id) ? "selected" : undefined}
                  >
                    <TableCell>
                      <input
                        type="checkbox"
                        aria-label={`Select ${screen.name}`}
                        className={CHECKBOX_CLASS}
                        checked={selected.has(screen.id)}
                        onChange={(event) => toggle(screen.id, event.target.checked)}
                      />
                    </TableCell>
                    <TableCell>
                      <div className="flex flex-col gap-1.5">
                        <RenameScreenInput screenId={screen.id} name={screen.name} />
                        {/* Phones have no room for a visibility column: it sits under the name. */}
                        <div className="sm:hidden">
                          <VisibilitySelect screen={screen} />
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <VisibilitySelect screen={screen} />
                    </TableCell>
                    <TableCell className="hidden text-muted-foreground sm:table-cell">
                      {screen.columns} × {screen.rows}
                    </TableCell>
                    <TableCell className="hidden text-muted-foreground md:table-cell">
                      {formatRelativeTime(screen.updatedAt)}
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Publish ${screen.name} to Discover`}
                          title="Publish to Discover"
                          onClick={() => setPublishing(screen.id)}
                        >
                          <UploadIcon />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Export ${screen.name} as JSON`}
                          title="Export JSON"
                          onClick={() => downloadExport(screen)}
                        >
                          <DownloadIcon />
                        </Button>
                        <Button
                          asChild
                          variant="ghost"
                          size="icon"
                          aria-label={`Open ${screen.name} in the editor`}
                          title="Open editor"
                        >
                          <Link href={`/host/screens/${screen.id}/edit`}>
                            <LayoutGridIcon />
                          </Link>
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      )}
      <CreateScreenDialog open={creating} onOpenChange={setCreating} />
      <PublishScreenDialog
        screenId={publishing ?? ""}
        open={publishing !== null}
        onOpenChange={(open) => !open && setPublishing(null)}
      />
      <DeleteScreensDialog
        names={selectedScreens.map((screen) => screen.name)}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={deleteSelected}
      />
    </>
  );
}
