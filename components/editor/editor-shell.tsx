"use client";

import { MousePointerClickIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EditorCanvas } from "./canvas/editor-canvas";
import { ButtonInspector } from "./inspector/button-inspector";
import { ScreenSettings } from "./settings/screen-settings";
import type { ScreenStore } from "./store/screen-store";
import { EditorToolbar } from "./toolbar/editor-toolbar";
import { useEditor } from "./use-editor";
import { useUndoShortcuts } from "./use-undo-shortcuts";

/**
 * The editor over any screen store: toolbar, canvas, and a side panel (below the grid on a
 * phone) with the selected widget's inspector and the screen's settings.
 */
export function EditorShell({ store }: { store: ScreenStore }) {
  const editor = useEditor(store);
  useUndoShortcuts(editor);
  const [tab, setTab] = useState("widget");
  const selectedId = editor.selectedId;
  useEffect(() => {
    if (selectedId) setTab("widget");
  }, [selectedId]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-3">
        <EditorToolbar editor={editor} />
        <EditorCanvas editor={editor} />
        <p aria-live="polite" className="sr-only" data-testid="editor-announcer">
          {editor.announcement}
        </p>
      </div>
      <aside
        aria-label="Inspector"
        className="min-w-0 rounded-xl border bg-card p-4 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
      >
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="mb-4 w-full">
            <TabsTrigger value="widget" className="flex-1">
              Widget
            </TabsTrigger>
            <TabsTrigger value="screen" className="flex-1">
              Screen
            </TabsTrigger>
          </TabsList>
          <TabsContent value="widget">
            {editor.selected ? (
              <ButtonInspector key={editor.selected.id} editor={editor} />
            ) : (
              <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
                <MousePointerClickIcon className="size-6" />
                <p>Select a widget to edit it, or click an empty cell to add one.</p>
              </div>
            )}
          </TabsContent>
          <TabsContent value="screen">
            <ScreenSettings editor={editor} />
          </TabsContent>
        </Tabs>
      </aside>
    </div>
  );
}
