import * as z from "zod";
import { fontIdSchema } from "@/lib/fonts";
import { colorSchema, iconRefSchema } from "./common";

export const VISIBILITIES = ["private", "unlisted", "public"] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;

export const gridSizeSchema = z.number().int().min(1).max(16);

const screenShape = {
  name: z.string().trim().min(1, "Give the screen a name").max(100),
  description: z.string().max(1000),
  columns: gridSizeSchema,
  rows: gridSizeSchema,
  /** Space between cells, in 1/800 of the grid's width (scales with the container). */
  gap: z.number().int().min(0).max(64),
  backgroundColor: colorSchema,
  backgroundImage: iconRefSchema.nullable(),
  fontFamily: fontIdSchema,
  visibility: visibilitySchema,
};

export const screenFieldsSchema = z.object({
  ...screenShape,
  description: screenShape.description.default(""),
  columns: screenShape.columns.default(4),
  rows: screenShape.rows.default(3),
  gap: screenShape.gap.default(12),
  backgroundColor: screenShape.backgroundColor.default("#0f172a"),
  backgroundImage: screenShape.backgroundImage.default(null),
  fontFamily: screenShape.fontFamily.default("nunito"),
  visibility: screenShape.visibility.default("private"),
});
/** An edit: any subset of the fields, none defaulted. */
export const screenPatchSchema = z.object(screenShape).partial();
export type ScreenFields = z.infer<typeof screenFieldsSchema>;

export const SORT_BY = ["updatedAt", "createdAt"] as const;

/** SPEC §2 search params for screen lists. */
export const screenFiltersSchema = z.object({
  search: z.string().max(200).optional(),
  author: z.string().max(200).optional(),
  sortBy: z.enum(SORT_BY).optional(),
  ascending: z.boolean().optional(),
});
export type ScreenFilters = z.infer<typeof screenFiltersSchema>;
