"use client";

import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ImportScreenButton } from "./import-screen-button";

/** The header actions both screen lists share: import a JSON export, or start a new screen. */
export function ScreenListActions({ onCreate }: { onCreate: () => void }) {
  return (
    <>
      <ImportScreenButton />
      <Button onClick={onCreate}>
        <PlusIcon />
        New screen
      </Button>
    </>
  );
}
