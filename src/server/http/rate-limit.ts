import { tooManyRequests } from './errors';

/**
 * A fixed-window counter per key, in process memory. One process is what `npm start` runs; behind a load
 * balancer with several processes the same interface would sit on Redis or PostgreSQL.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; throws the 429 ApiError (with Retry-After) once the limit is passed. */
  hit(key: string): void {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      this.sweep(now);
      return;
    }
    current.count += 1;
    if (current.count > this.limit) throw tooManyRequests(Math.ceil((current.resetAt - now) / 1000));
  }

  /** Throws without counting, for limits that count only failures (login attempts). */
  check(key: string): void {
    const current = this.windows.get(key);
    const now = this.now();
    if (current && current.resetAt > now && current.count >= this.limit)
      throw tooManyRequests(Math.ceil((current.resetAt - now) / 1000));
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  // Keeps memory bounded: expired windows are dropped now and then, not on a timer.
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
