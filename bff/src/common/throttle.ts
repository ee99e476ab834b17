import type Redis from 'ioredis';
import { AppError } from './app-error';

/** 429 with `Retry-After`: the seconds left in the window. */
function tooMany(secondsLeft: number): AppError {
  return new AppError(429, 'TOO_MANY_REQUESTS', undefined, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(secondsLeft))),
  });
}

/** Fixed-window attempt counter in Redis (or memory in the dev fallback), shared by every BFF instance. */
export class Throttle {
  private readonly memory = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly redis: Redis | null,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one attempt; throws 429 once the key has used up its allowance in the window. */
  async hit(key: string, limit: number): Promise<void> {
    const { count, secondsLeft } = await this.increment(`ap:throttle:${key}`);
    if (count > limit) throw tooMany(secondsLeft);
  }

  /** Throws 429 when the key has used up its allowance, without counting (see `count`). */
  async check(key: string, limit: number): Promise<void> {
    const { count, secondsLeft } = await this.read(`ap:throttle:${key}`);
    if (count >= limit) throw tooMany(secondsLeft);
  }

  /** Counts one attempt that `check` let through, once it is known to count (e.g. its captcha passed). */
  async count(key: string): Promise<void> {
    await this.increment(`ap:throttle:${key}`);
  }

  async clear(key: string): Promise<void> {
    if (this.redis) await this.redis.del(`ap:throttle:${key}`);
    else this.memory.delete(`ap:throttle:${key}`);
  }

  private async read(key: string): Promise<{ count: number; secondsLeft: number }> {
    if (this.redis) {
      const [[, count], [, ttl]] = (await this.redis.multi().get(key).ttl(key).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      return { count: Number(count ?? 0), secondsLeft: ttl > 0 ? ttl : this.windowSeconds };
    }
    const entry = this.memory.get(key);
    const now = Date.now();
    if (!entry || entry.until < now) return { count: 0, secondsLeft: this.windowSeconds };
    return { count: entry.count, secondsLeft: (entry.until - now) / 1000 };
  }

  private async increment(key: string): Promise<{ count: number; secondsLeft: number }> {
    if (this.redis) {
      const [[, count], , [, ttl]] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, this.windowSeconds, 'NX')
        .ttl(key)
        .exec()) as [[Error | null, number], unknown, [Error | null, number]];
      return { count, secondsLeft: ttl > 0 ? ttl : this.windowSeconds };
    }
    const now = Date.now();
    const entry = this.memory.get(key);
    if (!entry || entry.until < now) {
      this.memory.set(key, { count: 1, until: now + this.windowSeconds * 1000 });
      return { count: 1, secondsLeft: this.windowSeconds };
    }
    entry.count++;
    return { count: entry.count, secondsLeft: (entry.until - now) / 1000 };
  }
}
