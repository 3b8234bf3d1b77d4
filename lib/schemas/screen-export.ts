import * as z from "zod";
import { buttonFieldsSchema } from "./button";
import { idSchema, variableKeySchema } from "./common";
import { screenFieldsSchema } from "./screen";
import { shortcutFieldsSchema } from "./shortcut";
import { variableFieldsSchema } from "./variable";

export const SCREEN_EXPORT_SCHEMA_VERSION = 1;

/**
 * A screen as a portable document (export/import files and discover snapshots). Ids inside
 * are local references: buttons name shortcuts by their `ref`, variables by key, so the
 * document can be installed into any account.
 */
export const screenExportSchema = z.object({
  schemaVersion: z.literal(SCREEN_EXPORT_SCHEMA_VERSION),
  screen: screenFieldsSchema.omit({ visibility: true }),
  buttons: z
    .array(
      buttonFieldsSchema.omit({ variableId: true }).extend({
        ref: idSchema,
        variableKey: variableKeySchema.nullable().default(null),
      }),
    )
    .max(256),
  shortcuts: z.array(shortcutFieldsSchema.extend({ ref: idSchema })).max(256),
  variables: z.array(variableFieldsSchema).max(256),
});
export type ScreenExport = z.infer<typeof screenExportSchema>;
export type ScreenExportInput = z.input<typeof screenExportSchema>;
