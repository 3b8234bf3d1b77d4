import * as z from "zod";
import { fontIdSchema } from "@/lib/fonts";
import { colorSchema, iconRefSchema } from "./common";

export const VISIBILITIES = ["private", "unlisted", "public"] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;

export const gridSizeSchema = z.number().int().min(1).max(16);

export const screenFieldsSchema = z.object({
  name: z.string().trim().min(1, "Give the screen a name").max(100),
  description: z.string().max(1000).default(""),
  columns: gridSizeSchema.default(4),
  rows: gridSizeSchema.default(3),
  /** Space between cells, in 1/800 of the grid's width (scales with the container). */
  gap: z.number().int().min(0).max(64).default(12),
  backgroundColor: colorSchema.default("#0f172a"),
  backgroundImage: iconRefSchema.nullable().default(null),
  fontFamily: fontIdSchema.default("nunito"),
  visibility: visibilitySchema.default("private"),
});
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
