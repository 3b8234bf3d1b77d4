"use client";

/** Mounted once in the root layout: loads analytics only on non-local hosts with a key. */
export function Analytics() {
  return null;
}
