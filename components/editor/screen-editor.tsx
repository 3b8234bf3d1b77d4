"use client";

import { ArrowLeftIcon, LockIcon, SearchXIcon } from "lucide-react";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageHeader } from "@/components/app/page-header";
import { Button } from "@/components/ui/button";
import { EditorShell } from "./editor-shell";
import { EditorSkeleton } from "./editor-skeleton";
import { useSyncScreenStore } from "./store/use-sync-screen-store";

const backLink = (
  <Button asChild variant="outline">
    <Link href="/host/screens">
      <ArrowLeftIcon />
      All screens
    </Link>
  </Button>
);

/** `/host/screens/[screenID]/edit`: the editor on a saved screen, live and autosaved. */
export function ScreenEditor({ screenId }: { screenId: string }) {
  const store = useSyncScreenStore(screenId);

  if (store.status === "not-found" || store.status === "forbidden") {
    return (
      <>
        <PageHeader
          title="Edit screen"
          description="Screens you own open here."
          actions={backLink}
        />
        <EmptyState
          Icon={store.status === "forbidden" ? LockIcon : SearchXIcon}
          title="This screen is not in your account"
          actions={
            <Button asChild>
              <Link href="/host/screens">Choose a screen</Link>
            </Button>
          }
        >
          No screen with the id <code className="font-mono text-foreground">{screenId}</code>{" "}
          belongs to you. It may have been deleted, or it belongs to another host. Pick one of your
          screens to edit instead.
        </EmptyState>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={store.screen ? store.screen.name : "Edit screen"}
        description="Drag widgets to move them, pull a corner to resize; clients see changes live."
        actions={backLink}
      />
      {store.status === "loading" || !store.screen ? (
        <EditorSkeleton />
      ) : (
        <EditorShell store={store} />
      )}
    </>
  );
}
