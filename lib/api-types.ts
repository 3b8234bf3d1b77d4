import type { FontId } from "@/lib/fonts";
import type { AutomationEvent, AutomationEventInput } from "@/lib/schemas/automation";
import type { ButtonFields, ButtonFieldsInput } from "@/lib/schemas/button";
import type { JsonValue } from "@/lib/schemas/common";
import type { ScreenFilters, Visibility } from "@/lib/schemas/screen";
import type { ScreenExport } from "@/lib/schemas/screen-export";
import type { ShortcutFields } from "@/lib/schemas/shortcut";
import type { Condition, Step } from "@/lib/schemas/steps";
import type { VariableType } from "@/lib/schemas/variable";
import type { RenderedScreen } from "@/lib/screen/render-types";

/** Result shapes of the host functions, for lib/api.ts (the server returns exactly these). */
export type ScreenDetail = RenderedScreen & {
  description: string;
  authorName: string;
  installCount: number;
  publishedAt: number | null;
  sourceScreenId: string | null;
  sourceVersion: number | null;
  createdAt: number;
  updatedAt: number;
};

export type ButtonDetail = ButtonFields & { id: string; screenId: string; stateIndex: number };

export type ScreenWithButtons = { screen: ScreenDetail; buttons: ButtonDetail[]; isOwner: boolean };

export type ScreenFieldsArgs = {
  name: string;
  description?: string;
  columns?: number;
  rows?: number;
  gap?: number;
  backgroundColor?: string;
  backgroundImage?: string | null;
  fontFamily?: FontId;
  visibility?: Visibility;
};

export type ButtonSugar = { label?: string; shortcutId?: string | null };
export type ButtonCreateArgs = ButtonFieldsInput & ButtonSugar & { screenId: string };
export type ButtonUpdateArgs = Partial<ButtonFields> & ButtonSugar & { buttonId: string };

export type VariableListItem = {
  id: string;
  key: string;
  type: VariableType;
  kind: "value" | "computed" | "system";
  value: JsonValue;
  defaultValue: JsonValue;
  expression: string | null;
  persist: boolean;
  description: string;
  readOnly: boolean;
  updatedAt: number | null;
};

export type VariableCreateArgs = {
  key: string;
  type?: VariableType;
  kind?: "value" | "computed";
  value?: JsonValue;
  defaultValue?: JsonValue;
  expression?: string | null;
  persist?: boolean;
  description?: string;
};

export type ShortcutDetail = Omit<ShortcutFields, "steps"> & {
  id: string;
  steps: Step[];
  createdAt: number;
  updatedAt: number;
};

export type ShortcutCreateArgs = Partial<Omit<ShortcutFields, "name" | "steps">> & {
  name: string;
  steps?: unknown[];
};

export type { ScreenExport, ScreenFilters };

export type AutomationDetail = {
  id: string;
  name: string;
  enabled: boolean;
  events: AutomationEvent[];
  conditions: Condition[];
  shortcutId: string | null;
  rateLimitMs: number;
  lastFiredAt: number | null;
  createdAt: number;
  updatedAt: number;
};

export type AutomationCreateArgs = {
  name: string;
  enabled?: boolean;
  events: AutomationEventInput[];
  conditions?: Condition[];
  shortcutId?: string | null;
  rateLimitMs?: number;
};

export type DiscoverScreen = {
  screen: ScreenDetail;
  version: number;
  publishedAt: number;
  snapshot: ScreenExport;
};

/** A gallery card: the screen and the version an install copies. */
export type DiscoverListItem = ScreenDetail & { publishedVersion: number };

/** My screen's latest publication (the publish dialog shows it). */
export type ScreenPublicationInfo = {
  version: number;
  publishedAt: number;
  visibility: Visibility;
};
