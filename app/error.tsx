"use client";

import { RouteError } from "@/components/app/route-error";

export default function AppError({ error }: { error: Error & { digest?: string } }) {
  return <RouteError error={error} />;
}
