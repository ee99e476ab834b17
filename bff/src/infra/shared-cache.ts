import type Redis from 'ioredis';
import type { CallScope } from '../legacy/legacy-client';

const PREFIX = 'ap:cache:';

/**
 * Read-mostly data every user shares (code tables, parameters, the form list), kept in Redis for a short time so
 * every BFF instance sees the same. A Redis failure is logged and the data is loaded from the core instead.
 */
export class SharedCache {
  constructor(
    private readonly redis: Redis | null,
    private readonly ttlSeconds: number,
  ) {}

  async get<T>(scope: CallScope, key: string, load: () => Promise<T>): Promise<T> {
    const hit = await this.read(scope, PREFIX + key);
    if (hit !== undefined) return hit as T;
    const value = await load();
    await this.write(scope, PREFIX + key, value);
    return value;
  }

  private async read(scope: CallScope, key: string): Promise<unknown> {
    if (!this.redis) return undefined;
    try {
      const raw = await this.redis.get(key);
      return raw === null ? undefined : JSON.parse(raw);
    } catch (err) {
      scope.log.warn({ err, key, reqId: scope.requestId }, 'shared cache read failed; loading from the core');
      return undefined;
    }
  }

  private async write(scope: CallScope, key: string, value: unknown): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.set(key, JSON.stringify(value), 'EX', this.ttlSeconds);
    } catch (err) {
      scope.log.warn({ err, key, reqId: scope.requestId }, 'shared cache write failed');
    }
  }
}
