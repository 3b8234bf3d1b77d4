import "server-only";
import type pg from "pg";

/**
 * The end of every mutation as ONE simple-protocol string: advance the clock (taking its
 * row lock), insert the exactly-once record, NOTIFY the commit with its write set, and
 * COMMIT. A simple query cannot carry parameters, so values are escaped with the
 * connection's own escapeLiteral. On a duplicate record the insert fails, the COMMIT in
 * the same string is skipped and the caller rolls back.
 */
export const NOW_NS_SQL = "(extract(epoch from clock_timestamp()) * 1000000000)::bigint";

export function buildCommitStatement(
  client: pg.PoolClient,
  options: {
    channel: string;
    writes: string[] | null;
    record?: { sessionId: string; requestId: number; result: unknown; logLines: string[] };
  },
): string {
  const lit = (value: string) => client.escapeLiteral(value);
  const notify = `n as (select pg_notify(${lit(options.channel)}, json_build_object('ts', c.ts::text, 'w', ${lit(JSON.stringify(options.writes))}::json)::text) from c)`;
  const record = options.record;
  const insert = record
    ? `d as (insert into sync_session_requests (session_id, request_id, result, log_lines, ts)
         select ${lit(record.sessionId)}, ${Math.trunc(record.requestId)}, ${lit(JSON.stringify(record.result))}::jsonb,
                ${lit(JSON.stringify(record.logLines))}::jsonb, c.ts from c returning 1),`
    : "";
  const count = record ? ", (select count(*) from d) as stored" : "";
  return `with c as (update sync_clock set ts = greatest(ts + 1, ${NOW_NS_SQL}) where id = 1 returning ts),
    ${insert} ${notify}
    select c.ts::text as ts${count}, (select count(*) from n) as notified from c;
    commit`;
}
