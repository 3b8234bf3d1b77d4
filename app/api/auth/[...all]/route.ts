import { toNextJsHandler } from "better-auth/next-js";
import { getAuth } from "@/lib/auth";

// A function rather than the instance: DATABASE_URL is known only once server/main.ts has
// started the database, so the instance is looked up (and cached) per request.
export const { GET, POST, PATCH, PUT, DELETE } = toNextJsHandler((request) =>
  getAuth().handler(request),
);
