import { isIPv4, isIPv6 } from 'node:net';

/** One name the BFF answers for: a host, and its port (null: any port). */
export interface AllowedHost {
  host: string;
  port: number | null;
}

/** The Host names the BFF answers for (ALLOWED_HOSTS); `loopback`: any loopback name, any port (the default outside production). */
export type AllowedHosts = { loopback: true } | { loopback: false; hosts: AllowedHost[] };

/** Labels of letters, digits, hyphens (and underscores: container names such as `portal_bff` carry them). */
const DNS_NAME =
  /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/**
 * A Host header value (or an ALLOWED_HOSTS entry) split into a lower-case host and a port: `name`, `name:port`,
 * `1.2.3.4:port`, `[::1]:port`. A trailing dot of a name is dropped (`localhost.` is `localhost`). Anything else
 * (userinfo, a path, a bare IPv6 address, an empty or non-numeric port, odd characters) is null.
 */
export function parseHost(raw: string): AllowedHost | null {
  const value = raw.trim().toLowerCase();
  let host: string;
  let rest: string;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return null;
    host = value.slice(1, end);
    if (!isIPv6(host)) return null;
    rest = value.slice(end + 1);
  } else {
    const colon = value.indexOf(':');
    host = colon < 0 ? value : value.slice(0, colon);
    rest = colon < 0 ? '' : value.slice(colon);
    if (host.endsWith('.')) host = host.slice(0, -1);
    if (!isIPv4(host) && !DNS_NAME.test(host)) return null;
  }
  if (rest === '') return { host, port: null };
  if (!/^:\d{1,5}$/.test(rest)) return null;
  const port = Number(rest.slice(1));
  return port >= 1 && port <= 65535 ? { host, port } : null;
}

/** localhost, 127.0.0.0/8 and ::1: the names a browser on this machine uses for a BFF listening on loopback. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIPv4(host) && host.startsWith('127.'));
}

/**
 * ALLOWED_HOSTS: a comma list of `host` (any port) or `host:port` (that port only). Unset or empty: outside
 * production, any loopback name with any port (what `npm start`, the tests, bench and soak dial); in production the
 * BFF refuses to start without it (docs/decisions.md). `*` and malformed entries are refused.
 */
export function parseAllowedHosts(
  raw: string | undefined,
  isProduction: boolean,
  problems: string[],
): AllowedHosts {
  const value = raw?.trim() ?? '';
  if (value === '') {
    if (isProduction)
      problems.push(
        'ALLOWED_HOSTS must be set in production (the portal\'s public host names, e.g. "portal.example.com")',
      );
    return { loopback: true };
  }
  const entries = value.split(',').map((e) => e.trim());
  const hosts = entries.map(parseHost);
  const bad = entries.filter((_, i) => !hosts[i]);
  if (bad.length) {
    problems.push(`ALLOWED_HOSTS must be a comma list of host or host:port (got "${bad.join('", "')}")`);
    return { loopback: false, hosts: [] };
  }
  return { loopback: false, hosts: hosts as AllowedHost[] };
}

/** Recent verdicts per allowed set: a browser sends the same Host on every request (issue 25: parsed once). */
const verdicts = new WeakMap<AllowedHosts, Map<string, boolean>>();
/** Verdicts kept per set (all forgotten when full: a client sending ever new values only costs parses). */
const VERDICTS_KEPT = 32;
/** Longer values are decided each time, never kept. */
const KEPT_CHARS = 300;

/** Whether a Host (or X-Forwarded-Host) value names this BFF; undefined or malformed never does. */
export function isAllowedHost(raw: string | undefined, allowed: AllowedHosts): boolean {
  if (raw === undefined) return false;
  if (raw.length > KEPT_CHARS) return decide(raw, allowed);
  let known = verdicts.get(allowed);
  if (known === undefined) verdicts.set(allowed, (known = new Map()));
  let verdict = known.get(raw);
  if (verdict === undefined) {
    verdict = decide(raw, allowed);
    if (known.size >= VERDICTS_KEPT) known.clear();
    known.set(raw, verdict);
  }
  return verdict;
}

function decide(raw: string, allowed: AllowedHosts): boolean {
  const given = parseHost(raw);
  if (!given) return false;
  if (allowed.loopback) return isLoopbackHost(given.host);
  return allowed.hosts.some((a) => a.host === given.host && (a.port === null || a.port === given.port));
}
