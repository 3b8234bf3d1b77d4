import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { runMigrations } from "./migrate";

describe("migrations", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("creates the sync clock in the file's own database", async () => {
    const rows = await t.db.execute(
      sql`select current_schema() as schema, to_regclass('sync_clock') as clock`,
    );
    expect(rows.rows[0]).toEqual({ schema: t.schema, clock: "sync_clock" });
  });

  it("is idempotent: a second run applies nothing and keeps data", async () => {
    await t.db.execute(
      sql`insert into sync_clock (id, ts) values (1, 42) on conflict (id) do update set ts = 42`,
    );
    await runMigrations(t.url);
    const rows = await t.db.execute(sql`select ts from sync_clock`);
    expect(rows.rows).toEqual([{ ts: "42" }]);
  });
});
