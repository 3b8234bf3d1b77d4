import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Edit screen" };

export default async function EditScreenPage({
  params,
}: {
  params: Promise<{ screenID: string }>;
}) {
  const { screenID } = await params;
  return (
    <PageBody>
      <PageHeader
        title="Edit screen"
        description="Drag buttons to move and resize them; changes reach connected clients live."
        actions={
          <Button asChild variant="outline">
            <Link href="/host/screens">
              <ArrowLeftIcon />
              All screens
            </Link>
          </Button>
        }
      />
      <EmptyState
        Icon={SearchXIcon}
        title="This screen is not in your account"
        actions={
          <Button asChild>
            <Link href="/host/screens">Choose a screen</Link>
          </Button>
        }
      >
        No screen with the id <code className="font-mono text-foreground">{screenID}</code> belongs
        to you. It may have been deleted, or it belongs to another host. Pick one of your screens to
        edit instead.
      </EmptyState>
    </PageBody>
  );
}
