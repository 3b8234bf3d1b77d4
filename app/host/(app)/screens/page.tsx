import { FileJsonIcon, PencilRulerIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Manage screens" };

export default function ManageScreensPage() {
  return (
    <PageBody>
      <PageHeader
        title="Manage screens"
        description="Create, rename, reorder, publish and export the screens your clients see."
      />
      <EmptyState
        Icon={PencilRulerIcon}
        title="Start your first screen"
        actions={
          <>
            <Button asChild>
              <Link href="/host/discover-screens">Start from a template</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/host/shortcuts">
                <FileJsonIcon />
                Prepare shortcuts first
              </Link>
            </Button>
          </>
        }
      >
        Pick a grid size (up to 16 × 16), then click an empty cell to add a button and choose what
        it runs. Screens you create appear here and on the Screens page.
      </EmptyState>
    </PageBody>
  );
}
