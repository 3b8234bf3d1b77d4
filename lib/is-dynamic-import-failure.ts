/** SPEC §4: the browser's message when a lazily loaded chunk of an older deployment is gone. */
export const DYNAMIC_IMPORT_FAILURE = "Failed to fetch dynamically imported module";

export function isDynamicImportFailure(error: unknown): boolean {
  return error instanceof Error && error.message.includes(DYNAMIC_IMPORT_FAILURE);
}
