import type Redis from 'ioredis';
import { AppError } from '../common/app-error';

/** 429 with `Retry-After`: the seconds left in the window (and the catalogue message, unless one is given). */
export function tooMany(secondsLeft: number, message?: string): AppError {
  return new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, {
    'Retry-After': String(retryAfterOf(secondsLeft)),
  });
}

/** Whole seconds, at least 1: what `Retry-After` says. */
export const retryAfterOf = (secondsLeft: number) => Math.max(1, Math.ceil(secondsLeft));

/** What `reserve` took: `release` gives the attempt back when it turns out not to count. */
export interface Reservation {
  release(): Promise<void>;
}

/** The answer of one reservation: granted, and the seconds left in the window. */
export interface Reserved extends Reservation {
  granted: boolean;
  secondsLeft: number;
}

/** A refused reservation took nothing: its release gives nothing back. */
const refused = (secondsLeft: number): Reserved => ({
  granted: false,
  secondsLeft,
  release: async () => undefined,
});

/*
 * Increment first, then compare, in one script: parallel attempts each see their own count, so no more than the
 * limit can pass. A refused attempt is given back at once (it reached nothing); the window starts with the first
 * attempt and is never extended (a key left without a TTL gets one).
 */
const RESERVE = `
local count = redis.call('INCRBY', KEYS[1], ARGV[3])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
if count > tonumber(ARGV[1]) then
  redis.call('DECRBY', KEYS[1], ARGV[3])
  return {0, ttl}
end
return {1, ttl}`;

/** Gives `amount` back, never below zero, never to a key whose window has ended (no key without a TTL). */
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECRBY', KEYS[1], math.min(count, tonumber(ARGV[1]))) end
return 0`;

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

  /**
   * Takes one of the key's `limit` attempts in its window (default: the throttle's), atomically; throws 429 with
   * Retry-After when none is left (the refused attempt is not counted). The reservation's `release` gives the
   * attempt back, for one that turns out not to count (e.g. a login refused for its captcha).
   */
  async reserve(key: string, limit: number, windowSeconds = this.windowSeconds): Promise<Reservation> {
    const taken = await this.tryReserve(key, limit, windowSeconds);
    if (!taken.granted) throw tooMany(taken.secondsLeft);
    return taken;
  }

  /**
   * `reserve` that answers instead of throwing, taking `amount` attempts at once (a name check of four IDs takes
   * four of the agent's allowance: see abuse-limits.ts); refused when they do not all fit.
   */
  async tryReserve(
    key: string,
    limit: number,
    windowSeconds = this.windowSeconds,
    amount = 1,
  ): Promise<Reserved> {
    const full = `ap:throttle:${key}`;
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await this.giveBack(full, amount);
    };
    if (this.redis) {
      const [granted, ttl] = (await this.redis.eval(RESERVE, 1, full, limit, windowSeconds, amount)) as [
        number,
        number,
      ];
      const secondsLeft = ttl > 0 ? ttl : windowSeconds;
      return granted === 1 ? { granted: true, secondsLeft, release } : refused(secondsLeft);
    }
    const now = Date.now();
    let entry = this.memory.get(full);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + windowSeconds * 1000 };
      this.memory.set(full, entry);
    }
    const secondsLeft = (entry.until - now) / 1000;
    if (entry.count + amount > limit) return refused(secondsLeft);
    entry.count += amount;
    return { granted: true, secondsLeft, release };
  }

  async clear(key: string): Promise<void> {
    if (this.redis) await this.redis.del(`ap:throttle:${key}`);
    else this.memory.delete(`ap:throttle:${key}`);
  }

  private async giveBack(key: string, amount = 1): Promise<void> {
    if (this.redis) {
      await this.redis.eval(RELEASE, 1, key, amount);
      return;
    }
    const entry = this.memory.get(key);
    if (entry && entry.until > Date.now()) entry.count = Math.max(0, entry.count - amount);
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
