"use client";

/**
 * Mounted once in the root layout: registers /sw.js (scope /), checks for updates hourly
 * and raises the 'A UI update is available!' toast. Filled in by the PWA work.
 */
export function PwaClient() {
  return null;
}
