import * as z from "zod";

/** Benchmark knobs (bench tooling, not the server: lib/env.ts stays the server's reader). */
export const benchEnv = z
  .object({
    /** Sockets for the "held" benchmark; 15000 for the goal (fd limit 20,000). */
    BENCH_SOCKETS: z.coerce.number().int().positive().default(5_000),
    /** Seconds each throughput phase runs. */
    BENCH_SECONDS: z.coerce.number().positive().default(5),
    BENCH_SUBSCRIBERS: z.coerce.number().int().positive().default(1_000),
    /** Run only bench files whose name contains this. */
    BENCH_ONLY: z.string().optional(),
    /** A directory: server processes write V8 CPU profiles there. */
    BENCH_CPU_PROF: z.string().optional(),
  })
  .parse(process.env);
