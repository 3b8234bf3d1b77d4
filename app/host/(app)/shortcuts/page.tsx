import type { Metadata } from "next";
import { Suspense } from "react";
import { PageBody } from "@/components/app/page-header";
import { ShortcutsSkeleton } from "@/components/shortcuts/shortcuts-skeleton";
import { ShortcutsView } from "@/components/shortcuts/shortcuts-view";

export const metadata: Metadata = { title: "Shortcuts" };

export default function ShortcutsPage() {
  return (
    <PageBody>
      {/* The selected shortcut lives in ?shortcut=, read on the client. */}
      <Suspense fallback={<ShortcutsSkeleton />}>
        <ShortcutsView />
      </Suspense>
    </PageBody>
  );
}
