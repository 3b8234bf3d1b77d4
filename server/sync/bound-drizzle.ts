import "server-only";
import { drizzle, NodePgTransaction } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import * as schema from "@/db/schema";
import type { DbTransaction } from "@/server/functions/define";

const bound = new WeakMap<pg.PoolClient, DbTransaction>();

/**
 * A Drizzle *transaction* object on one pooled connection whose BEGIN and COMMIT we send
 * ourselves (so BEGIN and the first statement, or the last statement and COMMIT, share a
 * round trip). Being a transaction object matters: a nested `.transaction()` becomes a
 * SAVEPOINT instead of a COMMIT that would end our snapshot. Cached per connection.
 */
export function bindDrizzle(client: pg.PoolClient): DbTransaction {
  let tx = bound.get(client);
  if (!tx) {
    const db = drizzle({ client, schema, casing: "snake_case" });
    tx = new NodePgTransaction(new PgDialect({ casing: "snake_case" }), db._.session, {
      fullSchema: db._.fullSchema,
      schema: db._.schema ?? {},
      tableNamesMap: db._.tableNamesMap,
    }) as unknown as DbTransaction;
    bound.set(client, tx);
  }
  return tx;
}
