import type Redis from 'ioredis';
import type { CallScope } from '../legacy/legacy-client';
import type { DataVersion } from './core-data-version';

const PREFIX = 'ap:cache:';

/** An entry kept with the core's data version (outside production, CORE_DATA_VERSION=on). */
interface Versioned {
  coreDataVersion: string;
  value: unknown;
}

const isVersioned = (hit: unknown): hit is Versioned =>
  typeof hit === 'object' && hit !== null && typeof (hit as Versioned).coreDataVersion === 'string';

/**
 * Read-mostly data every user shares (code tables, parameters, the form list), kept in Redis for a short time so
 * every BFF instance sees the same. A Redis failure is logged and the data is loaded from the core instead. With a
 * `dataVersion` (never in production) an entry kept under another version of the core's data is loaded again.
 */
export class SharedCache {
  constructor(
    private readonly redis: Redis | null,
    private readonly ttlSeconds: number,
    private readonly dataVersion: DataVersion | null = null,
  ) {}

  async get<T>(scope: CallScope, key: string, load: () => Promise<T>): Promise<T> {
    const version = this.dataVersion ? await this.dataVersion() : null;
    const hit = await this.read(scope, PREFIX + key);
    if (version === null) {
      if (hit !== undefined) return hit as T;
    } else if (isVersioned(hit) && hit.coreDataVersion === version) return hit.value as T;
    const value = await load();
    await this.write(scope, PREFIX + key, version === null ? value : { coreDataVersion: version, value });
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
