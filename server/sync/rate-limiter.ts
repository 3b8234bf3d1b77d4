import "server-only";

export type RateLimit = { capacity: number; refillPerSecond: number };

/** Token buckets keyed by user (or connection for anonymous sockets). */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly limit: RateLimit) {}

  take(key: string): boolean {
    const now = performance.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.limit.capacity, at: now };
    bucket.tokens = Math.min(
      this.limit.capacity,
      bucket.tokens + ((now - bucket.at) / 1000) * this.limit.refillPerSecond,
    );
    bucket.at = now;
    const ok = bucket.tokens >= 1;
    if (ok) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 100_000) this.sweep(now);
    return ok;
  }

  private sweep(now: number) {
    const full = (this.limit.capacity / this.limit.refillPerSecond) * 1000;
    for (const [key, bucket] of this.buckets) if (now - bucket.at > full) this.buckets.delete(key);
  }
}
