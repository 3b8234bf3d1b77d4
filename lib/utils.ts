import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** SPEC §9: the class-merge cache holds 500 entries. */
export const CLASS_MERGE_CACHE_SIZE = 500;

const mergeClasses = extendTailwindMerge({ cacheSize: CLASS_MERGE_CACHE_SIZE });

/** Joins conditional class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
