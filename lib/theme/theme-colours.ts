/**
 * Colours the browser chrome needs outside CSS (manifest, viewport themeColor, OG image).
 * SPEC §1: theme and background colour come from the dark theme; this is the `.dark`
 * --background in app/globals.css.
 */
export const DARK_BACKGROUND = "#0e1020";
export const BRAND_PRIMARY = "#7c5cff";
export const BRAND_PRIMARY_LIGHT = "#a892ff";
