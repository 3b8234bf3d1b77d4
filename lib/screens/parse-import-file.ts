import { screenExportSchema } from "@/lib/schemas/screen-export";

/** An export file is a few KB; anything this large is not one of ours. */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;

export type ParsedImportFile = { ok: true; document: unknown } | { ok: false; message: string };

/**
 * Turns the text of a chosen file into the document `screens:import` takes, or a sentence a
 * user can act on. The server validates again; this only catches what it would word badly.
 */
export function parseImportFile(text: string, fileName: string): ParsedImportFile {
  if (text.length > MAX_IMPORT_FILE_BYTES) {
    return { ok: false, message: `${fileName} is too large to be a screen export.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: `${fileName} is not valid JSON.` };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, message: `${fileName} is not a screen export.` };
  }
  const parsed = screenExportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
    return {
      ok: false,
      message: `${fileName} is not a screen export Deckbot can read${where}: ${issue?.message ?? "invalid"}.`,
    };
  }
  return { ok: true, document: json };
}
