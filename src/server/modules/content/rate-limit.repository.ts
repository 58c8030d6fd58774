import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

export interface RateLimit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  hits: number;
  /** Whole seconds until the current window ends (the Retry-After value when refused). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit of `key` in `bucket` and says whether it is within the limit. A fixed window in
 * PostgreSQL: every instance shares it, and the upsert makes concurrent hits count exactly.
 */
export async function hitRateLimit(db: Db, bucket: string, key: string, limit: RateLimit, now: Date): Promise<RateLimitVerdict> {
  const windowStartMs = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const windowStart = new Date(windowStartMs);
  await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)));
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + limit.windowMs - now.getTime()) / 1000));
  return { allowed: row.hits <= limit.max, hits: row.hits, retryAfterSeconds };
}

/** Whether one more hit of `key` would be within the limit, without counting one (for limits on failures only). */
export async function peekRateLimit(db: Db, bucket: string, key: string, limit: RateLimit, now: Date): Promise<RateLimitVerdict> {
  const windowStartMs = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(windowStartMs))));
  const hits = row?.hits ?? 0;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + limit.windowMs - now.getTime()) / 1000));
  return { allowed: hits < limit.max, hits, retryAfterSeconds };
}
