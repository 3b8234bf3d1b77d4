import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { hostSettings } from "@/db/schema";
import {
  DEFAULT_HOST_SETTINGS,
  type HostSettings,
  hostSettingsSchema,
} from "@/lib/settings/host-settings";
import type { DbTransaction } from "./define";

type Reader = Database | DbTransaction;

/**
 * A host's stored settings with defaults for what was never set. A stored value that no
 * longer parses (a font removed from the list, a timezone the runtime dropped) falls back
 * to its default rather than breaking every page that reads it.
 */
export async function loadHostSettings(db: Reader, hostId: string): Promise<HostSettings> {
  const [row] = await db.select().from(hostSettings).where(eq(hostSettings.hostId, hostId));
  if (!row) return DEFAULT_HOST_SETTINGS;
  const shape = hostSettingsSchema.shape;
  const pick = <K extends keyof HostSettings>(key: K, value: unknown): HostSettings[K] => {
    const parsed = shape[key].safeParse(value);
    return parsed.success ? (parsed.data as HostSettings[K]) : DEFAULT_HOST_SETTINGS[key];
  };
  return {
    theme: pick("theme", row.theme),
    defaultFont: pick("defaultFont", row.defaultFont),
    timezone: pick("timezone", row.timezone),
  };
}

/** The IANA timezone the host's clock runs in ($time, $date, schedules); "UTC" by default. */
export async function getHostTimezone(db: Reader, hostId: string): Promise<string> {
  return (await loadHostSettings(db, hostId)).timezone;
}
