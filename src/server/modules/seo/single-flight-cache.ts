/**
 * A small time-limited cache where concurrent misses for one key share one computation (a crawler
 * fetching every sitemap file at once must not run each query ten times). Failures are not kept.
 * Per instance by design: sitemaps may be an hour stale, so instances need not agree.
 */
export class SingleFlightCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    const value = load();
    const record = { expires: now + this.ttlMs, value };
    this.entries.set(key, record);
    value.catch(() => {
      if (this.entries.get(key) === record) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full of live entries (many distinct keys): start over rather than grow without bound.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
