import type { Request, RequestHandler } from 'express';
import { compile } from 'proxy-addr';
import { isAllowedHost, type AllowedHosts } from '../config/allowed-hosts';
import type { TrustProxy } from '../config/trust-proxy';
import { AppError } from '../common/app-error';

type TrustFn = (address: string, hop: number) => boolean;

/** The trust function Express makes of the same `trust proxy` value: a hop count, or proxy-addr's `compile()`. */
export function trustFunction(trust: TrustProxy): TrustFn {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return compile(trust);
}

/** The longest refused value kept in the warn line (the header is the caller's, and could be huge). */
const LOGGED_CHARS = 200;

/**
 * The authority a request names that is not this BFF's: the Host header; X-Forwarded-Host (every value of it) only
 * when the configured `trust proxy` (TRUST_PROXY) trusts the hop the request came from (else it is the client's word and ignored, as
 * Express ignores it); the authority of an absolute-form target (`GET http://x/api/… HTTP/1.1`), which HTTP says
 * wins over Host. Undefined when all are allowed.
 */
function foreignAuthority(req: Request, allowed: AllowedHosts, trusted: TrustFn): string | undefined {
  const host = req.headers.host;
  if (!isAllowedHost(host, allowed)) return host ?? '(none)';
  // Node joins a repeated X-Forwarded-Host into one value (as `req.get` reads it).
  const forwarded = req.headers['x-forwarded-host'] as string | undefined;
  if (forwarded !== undefined && trusted(req.socket.remoteAddress ?? '', 0)) {
    const refused = forwarded.split(',').find((value) => !isAllowedHost(value, allowed));
    if (refused !== undefined) return refused;
  }
  if (!req.url.startsWith('/')) {
    let target: string | undefined;
    try {
      target = new URL(req.url).host;
    } catch {
      target = undefined;
    }
    if (!isAllowedHost(target, allowed)) return req.url;
  }
  return undefined;
}

/** How many Host headers the request carried (`rawHeaders`: name, value, name, value…, as sent). */
function hostHeaderCount(raw: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') count++;
  return count;
}

/**
 * Answers a request that names another host with 421 MISDIRECTED_REQUEST (the envelope, before any session, body
 * or core call): DNS rebinding and Host-header games get nothing from this BFF (issue 14, property 15). Mounted
 * after the request log and the security headers (the refusal has its id, log line and headers), after the probes.
 */
export function allowedHostsOnly(allowed: AllowedHosts, trust: TrustProxy): RequestHandler {
  const trusted = trustFunction(trust);
  return (req, _res, next) => {
    // Two Host headers: which one names the target depends on who reads it (Node keeps the first); refused.
    if (hostHeaderCount(req.rawHeaders) > 1) return next(new AppError(400, 'BAD_REQUEST'));
    const foreign = foreignAuthority(req, allowed, trusted);
    if (foreign === undefined) return next();
    req.log.warn({ host: foreign.slice(0, LOGGED_CHARS) }, 'request for a foreign host refused');
    next(new AppError(421, 'MISDIRECTED_REQUEST'));
  };
}
