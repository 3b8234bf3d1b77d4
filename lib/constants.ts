/** SPEC §4/§9 loading overlay: prompt a retry after 10 s, clear caches and reload after 30 s. */
export const LOADING_PROMPT_MS = 10_000;
export const LOADING_AUTO_CLEAR_MS = 30_000;

/** SPEC §9 toasts. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
