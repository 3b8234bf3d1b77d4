import { KeyboardIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Shortcuts" };

export default function ShortcutsPage() {
  return (
    <PageBody>
      <PageHeader
        title="Shortcuts"
        description="What a button does: a list of steps that run in order or all at once."
      />
      <EmptyState
        Icon={KeyboardIcon}
        title="No shortcuts yet"
        actions={
          <Button asChild variant="outline">
            <Link href="/download">Set up the host agent</Link>
          </Button>
        }
      >
        Build a shortcut from steps such as pressing keys, typing text, calling a URL or switching
        an OBS scene, then attach it to a button. Steps that touch your computer need the host agent
        running.
      </EmptyState>
    </PageBody>
  );
}
