"use client";

import { useCallback, useSyncExternalStore } from "react";
import * as z from "zod";

/** Device-local preferences of the client app: each phone or tablet keeps its own. */
const STORAGE_KEY = "deckbot.client-settings";

export const TEXT_SIZES = {
  small: { label: "Small", scale: 0.85 },
  normal: { label: "Normal", scale: 1 },
  large: { label: "Large", scale: 1.25 },
  huge: { label: "Huge", scale: 1.5 },
} as const;
export type TextSize = keyof typeof TEXT_SIZES;

const settingsSchema = z.object({
  textSize: z.enum(["small", "normal", "large", "huge"]).catch("normal"),
  keepAwake: z.boolean().catch(true),
  fullscreenOnOpen: z.boolean().catch(false),
  haptics: z.boolean().catch(true),
  defaultScreenId: z.string().max(64).nullable().catch(null),
});
export type ClientSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_CLIENT_SETTINGS: ClientSettings = settingsSchema.parse({});

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: ClientSettings } | undefined;

function read(): ClientSettings {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (cached?.raw === raw) return cached.value;
  let parsed: unknown = {};
  try {
    parsed = raw ? JSON.parse(raw) : {};
  } catch {
    // A damaged entry falls back to the defaults rather than breaking the app.
  }
  const value = settingsSchema.safeParse(parsed).data ?? DEFAULT_CLIENT_SETTINGS;
  cached = { raw, value };
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The settings and a setter; other tabs and components follow through `storage` events. */
export function useClientSettings(): [ClientSettings, (patch: Partial<ClientSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, read, () => DEFAULT_CLIENT_SETTINGS);
  const update = useCallback((patch: Partial<ClientSettings>) => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), ...patch }));
    for (const listener of listeners) listener();
  }, []);
  return [settings, update];
}
