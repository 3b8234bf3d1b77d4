"use client";

import type { ReactNode } from "react";
import { LoadingOverlay } from "./loading-overlay";

/**
 * SPEC §2 shell mode: an app shell (e.g. /fallback, cached by the service worker) hides the
 * app area and shows the loading indicator until the real page takes over.
 */
export function AppShell({ shell = false, children }: { shell?: boolean; children?: ReactNode }) {
  if (shell) return <LoadingOverlay prompt autoClear />;
  return children;
}
