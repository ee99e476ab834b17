import { isIP } from 'node:net';

/** Express's `trust proxy`: false (trust none), a hop count, or the addresses of the proxies in front. */
export type TrustProxy = false | number | string[];

const NAMED_SUBNETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_SUBNETS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: unset or empty trusts no proxy (req.ip is the socket's address, X-Forwarded-* are ignored); a
 * number trusts that many hops; otherwise a comma list of addresses, CIDR subnets or loopback/linklocal/uniquelocal.
 * "true" (trust every hop) is refused: any client could then choose its own IP and dodge the per-IP throttles.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrSubnet(e));
  if (bad.length) {
    problems.push(
      `TRUST_PROXY must be a hop count or a comma list of proxy addresses/subnets (got "${bad.join('", "')}")`,
    );
    return false;
  }
  return entries;
}
