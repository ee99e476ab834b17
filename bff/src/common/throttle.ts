import type Redis from 'ioredis';
import { AppError } from './app-error';

/** Fixed-window attempt counter in Redis (or memory in the dev fallback), shared by every BFF instance. */
export class Throttle {
  private readonly memory = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly redis: Redis | null,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one attempt; throws 429 once the key has used up its allowance in the window. */
  async hit(key: string, limit: number): Promise<void> {
    const count = await this.increment(`ap:throttle:${key}`);
    if (count > limit) throw new AppError(429, 'TOO_MANY_REQUESTS');
  }

  async clear(key: string): Promise<void> {
    if (this.redis) await this.redis.del(`ap:throttle:${key}`);
    else this.memory.delete(`ap:throttle:${key}`);
  }

  private async increment(key: string): Promise<number> {
    if (this.redis) {
      const [[, count]] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, this.windowSeconds, 'NX')
        .exec()) as [[Error | null, number]];
      return count;
    }
    const now = Date.now();
    const entry = this.memory.get(key);
    if (!entry || entry.until < now) {
      this.memory.set(key, { count: 1, until: now + this.windowSeconds * 1000 });
      return 1;
    }
    entry.count++;
    return entry.count;
  }
}
