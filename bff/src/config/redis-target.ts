/** Where the BFF's Redis is: one server by URL, or the primary a set of Sentinels names (issue 24 item 3). */
export type RedisTarget =
  | { kind: 'standalone'; url: string }
  | {
      kind: 'sentinel';
      sentinels: { host: string; port: number }[];
      /** The primary's name in the Sentinels' configuration (`sentinel monitor <name> …`). */
      name: string;
      /** The primary's (and replicas') AUTH password (REDIS_PASSWORD); none by default. */
      password: string | null;
      /** The Sentinels' own AUTH password (REDIS_SENTINEL_PASSWORD); none by default. */
      sentinelPassword: string | null;
      db: number;
    };

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const HOST_PORT = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9][A-Za-z0-9.-]*)):(\d{1,5})$/;

function parseSentinels(raw: string, problems: string[]): { host: string; port: number }[] {
  const entries = raw.split(',').map((e) => e.trim());
  const parsed = entries.map((entry) => {
    const m = HOST_PORT.exec(entry);
    const port = Number(m?.[3]);
    return m && port >= 1 && port <= 65535 ? { host: m[1] ?? m[2] ?? '', port } : null;
  });
  const bad = entries.filter((_, i) => parsed[i] === null);
  if (bad.length) {
    problems.push(
      `REDIS_SENTINELS must be a comma list of host:port (got "${bad.join('", "')}"; an IPv6 address as [::1]:26379)`,
    );
    return [];
  }
  return parsed.filter((p) => p !== null);
}

/**
 * REDIS_URL (default redis://127.0.0.1:6379), or REDIS_SENTINELS (comma list of host:port) with REDIS_SENTINEL_NAME,
 * then ioredis asks the Sentinels for the primary and follows a failover by itself. Refused: one of the two Sentinel
 * variables without the other, a malformed host:port, REDIS_URL beside REDIS_SENTINELS (which one is meant?), and
 * REDIS_PASSWORD / REDIS_SENTINEL_PASSWORD / REDIS_DB without Sentinels (a URL carries its own password and database).
 */
export function parseRedisTarget(source: NodeJS.ProcessEnv, problems: string[]): RedisTarget {
  const sentinelsRaw = source.REDIS_SENTINELS?.trim() ?? '';
  const name = source.REDIS_SENTINEL_NAME?.trim() ?? '';
  const url = source.REDIS_URL?.trim() ?? '';
  if (!sentinelsRaw && !name) {
    const strays = ['REDIS_PASSWORD', 'REDIS_SENTINEL_PASSWORD', 'REDIS_DB'].filter((n) => source[n]);
    if (strays.length)
      problems.push(
        `${strays.join(', ')} only apply with REDIS_SENTINELS; with REDIS_URL put the password and database in the URL`,
      );
    const target = url || DEFAULT_REDIS_URL;
    if (!/^rediss?:\/\//.test(target)) problems.push(`REDIS_URL is not a redis:// or rediss:// URL`);
    return { kind: 'standalone', url: target };
  }
  if (!sentinelsRaw)
    problems.push('REDIS_SENTINEL_NAME is set but REDIS_SENTINELS is not: give both or neither');
  if (!name) problems.push('REDIS_SENTINELS is set but REDIS_SENTINEL_NAME is not: give both or neither');
  if (url) problems.push('REDIS_URL and REDIS_SENTINELS are both set: give one (Sentinel mode takes no URL)');
  const dbRaw = source.REDIS_DB?.trim() ?? '';
  const db = dbRaw === '' ? 0 : Number(dbRaw);
  if (!Number.isInteger(db) || db < 0 || db > 15) problems.push(`REDIS_DB must be 0-15 (got "${dbRaw}")`);
  return {
    kind: 'sentinel',
    sentinels: sentinelsRaw ? parseSentinels(sentinelsRaw, problems) : [],
    name,
    password: source.REDIS_PASSWORD || null,
    sentinelPassword: source.REDIS_SENTINEL_PASSWORD || null,
    db,
  };
}

/** The target as a log may show it: no password. */
export function describeRedisTarget(target: RedisTarget, redactUrl: (url: string) => string): string {
  if (target.kind === 'standalone') return redactUrl(target.url);
  const hosts = target.sentinels.map((s) => `${s.host.includes(':') ? `[${s.host}]` : s.host}:${s.port}`);
  return `sentinel://${hosts.join(',')}/${target.name} (db ${target.db})`;
}
