import type { ShortcutDetail, VariableListItem } from "@/lib/api-types";
import type { ButtonFields, ButtonPatch } from "@/lib/schemas/button";
import type { Visibility } from "@/lib/schemas/screen";
import type { RendererScreen } from "@/lib/screen/local-screen";
import type { RenderedButton } from "@/lib/screen/render-types";

/**
 * What the editor UI needs from a screen, whoever keeps it: the sync-backed store (a saved
 * screen, every edit a mutation) or the local one (/private/neweditor, React state only).
 * The canvas, inspector, history and keyboard code only ever talk to this interface.
 */
export type EditorButton = ButtonFields & { id: string; stateIndex: number };

export type EditorScreenFields = RendererScreen & {
  name: string;
  backgroundImage: string | null;
  visibility: Visibility;
};

export type ScreenPatch = Partial<Omit<EditorScreenFields, "fontFamily">> & {
  fontFamily?: EditorScreenFields["fontFamily"];
};

export type SaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved" }
  | { status: "error"; message: string; retry: () => void };

export type ImportResult = { error: string } | { screenId: string | null };

/** Export/import JSON (`schemaVersion` documents, as `screens:export` writes them). */
export type ScreenDocumentIo = {
  exportDocument: () => Promise<unknown | null>;
  /** A saved screen imports as a new one (its id); a local one replaces itself (null). */
  importDocument: (document: unknown) => Promise<ImportResult>;
};

export type StoreStatus = "loading" | "ready" | "not-found" | "forbidden";

export type ScreenStore = {
  kind: "sync" | "local";
  status: StoreStatus;
  screenId: string | null;
  screen: EditorScreenFields | undefined;
  /** Stored fields (templates as written), with edits in flight applied. */
  buttons: EditorButton[];
  /** What the canvas draws: labels resolved with live values, states applied. */
  rendered: RenderedButton[];
  variables: VariableListItem[];
  /** Null where shortcuts do not exist (a local screen). */
  shortcuts: ShortcutDetail[] | null;
  /** Other screens a folder can open; null on a local screen. */
  screens: { id: string; name: string }[] | null;
  save: SaveState;
  io: ScreenDocumentIo;
  /** Each resolves to false when the change was refused (the store already told the user). */
  createButton: (fields: ButtonFields) => Promise<string | null>;
  updateButton: (id: string, patch: ButtonPatch) => Promise<boolean>;
  removeButton: (id: string) => Promise<boolean>;
  updateScreen: (patch: ScreenPatch) => Promise<boolean>;
};
