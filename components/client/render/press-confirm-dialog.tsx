"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { RenderedButton } from "@/lib/screen/render-types";

/** "Are you sure?" for widgets marked confirm; the press is sent only on Run. */
export function PressConfirmDialog({
  button,
  onConfirm,
  onCancel,
}: {
  button: RenderedButton | null;
  onConfirm: (button: RenderedButton) => void;
  onCancel: () => void;
}) {
  const question =
    button && typeof button.confirm === "object" ? button.confirm.message : "Run this button?";
  return (
    <AlertDialog open={button !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{button?.label || "Confirm"}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => button && onConfirm(button)}>Run</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
