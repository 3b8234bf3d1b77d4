import { VariableIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/app/empty-state";
import { PageBody, PageHeader } from "@/components/app/page-header";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Variables" };

export default function VariablesPage() {
  return (
    <PageBody>
      <PageHeader
        title="Variables"
        description="Live values your buttons show and your shortcuts read and change."
      />
      <EmptyState
        Icon={VariableIcon}
        title="No variables yet"
        actions={
          <Button asChild variant="outline">
            <Link href="/host/shortcuts">See shortcuts</Link>
          </Button>
        }
      >
        Add a variable such as <code className="font-mono text-foreground">viewers</code> or{" "}
        <code className="font-mono text-foreground">scene</code>, then write{" "}
        <code className="font-mono text-foreground">{"{{viewers}}"}</code> in a button label to show
        it live. System values like <code className="font-mono text-foreground">$time</code> are
        always available.
      </EmptyState>
    </PageBody>
  );
}
