"use client";

import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import {
  type ColourMode,
  resolveColourMode,
  serialiseColourModeCookie,
} from "@/lib/theme/colour-mode";

type ColourModeContextValue = { mode: ColourMode; setMode: (mode: ColourMode) => void };

const ColourModeContext = createContext<ColourModeContextValue | null>(null);

const DARK_QUERY = "(prefers-color-scheme: dark)";

function applyColourMode(mode: ColourMode) {
  const resolved = resolveColourMode(mode, window.matchMedia(DARK_QUERY).matches);
  const classes = document.documentElement.classList;
  classes.toggle("dark", resolved === "dark");
  classes.toggle("light", resolved === "light");
  document.documentElement.dataset.colourMode = mode;
}

/** Holds the colour mode the server read from the cookie and keeps <html> in step with it. */
export function ColourModeProvider({
  initialMode,
  children,
}: {
  initialMode: ColourMode;
  children: ReactNode;
}) {
  const [mode, setModeState] = useState<ColourMode>(initialMode);

  const setMode = useCallback((next: ColourMode) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie the server reads.
    document.cookie = serialiseColourModeCookie(next);
    applyColourMode(next);
    setModeState(next);
  }, []);

  // "system" follows the device at run time (e.g. the OS switching to dark at sunset).
  useEffect(() => {
    if (mode !== "system") return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => applyColourMode("system");
    // The device may have switched between first paint (head script) and hydration.
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [mode]);

  return <ColourModeContext value={{ mode, setMode }}>{children}</ColourModeContext>;
}

export function useColourMode(): ColourModeContextValue {
  const value = useContext(ColourModeContext);
  if (!value) throw new Error("useColourMode must be used inside <ColourModeProvider>");
  return value;
}
