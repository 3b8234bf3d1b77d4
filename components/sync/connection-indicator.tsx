"use client";

/** Connecting / live / reconnecting badge shown in the host and client layouts. */
export function ConnectionIndicator() {
  return null;
}
