import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

export const dynamic = "force-dynamic";

/** GET /api/health → { ok, db }: ok when the process serves, db when Postgres answers. */
export async function GET() {
  let db = false;
  try {
    await getDb().execute(sql`select 1`);
    db = true;
  } catch {
    db = false;
  }
  return Response.json(
    { ok: db, db },
    { status: db ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
