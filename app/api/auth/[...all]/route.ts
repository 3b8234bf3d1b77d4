import { getAuth } from "@/lib/auth";

// The instance is built per request lookup (cached) because DATABASE_URL is known only at
// start-up; toNextJsHandler would capture it at import time.
const handle = (request: Request) => getAuth().handler(request);

export const GET = handle;
export const POST = handle;
