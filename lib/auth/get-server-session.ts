import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getAuth } from "@/lib/auth";

/** The request's session, read once per render however many components ask. */
export const getServerSession = cache(async () =>
  getAuth().api.getSession({ headers: await headers() }),
);
