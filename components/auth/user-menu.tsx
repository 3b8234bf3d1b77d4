"use client";

import type { Area } from "./require-session";

/** Account menu in the area navigation (account page, sign out). Filled in by the accounts work. */
export function UserMenu(_props: { area: Area | "web" }) {
  return null;
}
