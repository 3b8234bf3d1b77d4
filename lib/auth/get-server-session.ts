import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getAuth } from "@/lib/auth";

/**
 * The request's session, read once per render however many components ask. Reading the
 * headers first also marks the page dynamic before the instance (and database) is touched.
 */
export const getServerSession = cache(async () => {
  const requestHeaders = await headers();
  return getAuth().api.getSession({ headers: requestHeaders });
});
