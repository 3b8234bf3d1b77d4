import type { Metadata } from "next";
import { Logo } from "@/components/brand/logo";
import { LocalScreenEditor } from "@/components/editor/local-screen-editor";
import { ColourModeToggle } from "@/components/theme/colour-mode-toggle";

export const metadata: Metadata = { title: "New editor", robots: { index: false } };

export default function NewEditorPage() {
  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Logo className="h-10" />
          <div>
            <h1 className="text-2xl font-extrabold">New editor</h1>
            <p className="text-sm text-muted-foreground">
              The screen editor on an unsaved screen in this tab. Export it as JSON to keep it.
            </p>
          </div>
        </div>
        <ColourModeToggle />
      </header>
      <LocalScreenEditor />
    </main>
  );
}
