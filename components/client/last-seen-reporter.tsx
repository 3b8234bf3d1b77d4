"use client";

import { useReportLastSeen } from "./use-report-last-seen";

/** Mounted once per client layout: reports this account's presence for "last seen". */
export function LastSeenReporter() {
  useReportLastSeen();
  return null;
}
