import {
  ADDRESS_CHECK_TIMEOUT_MS,
  API_TIMEOUT_MS,
  LOGIN_TIMEOUT_MS,
} from '@agent-portal/contracts/constants';
import { parseAbuseLimits, type LimitRule } from './abuse-limits';
import { parseAllowedHosts, type AllowedHosts } from './allowed-hosts';
import { MIN_KEY_LENGTH, parseEvidenceKeys, type EvidenceKeys } from './evidence-keys';
import { parseRedisTarget, type RedisTarget } from './redis-target';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** Every environment variable of the BFF, read and validated once at start-up. */
export interface Env {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** REDIS_URL, or REDIS_SENTINELS + REDIS_SENTINEL_NAME (config/redis-target.ts). */
  redis: RedisTarget;
  /** Put before every Redis key (REDIS_KEY_PREFIX, default none): BFFs sharing one database keep apart (e2e). */
  redisKeyPrefix: string;
  coreUrl: string;
  sessionSecret: string;
  sessionCookieName: string;
  legacyTimeoutMs: number;
  loginTimeoutMs: number;
  /** The address normalisation call's wait (ADDRESS_CHECK_TIMEOUT_MS, spec 3 §7: 100 s). */
  addressCheckTimeoutMs: number;
  webDist: string | null;
  logLevel: string;
  cacheTtlSeconds: number;
  loginAttemptsPerWindow: number;
  otpAttemptsPerWindow: number;
  throttleWindowSeconds: number;
  /** Failed logins per client IP per window (LOGIN_FAILURES_PER_IP, LOGIN_IP_WINDOW_SECONDS): failures only. */
  loginFailuresPerIp: number;
  loginIpWindowSeconds: number;
  /** Express's `trust proxy` (TRUST_PROXY): which X-Forwarded-* hops decide req.ip (throttle keys, logs). */
  trustProxy: TrustProxy;
  /** The Host names the BFF answers for (ALLOWED_HOSTS); others get 421. Default outside production: loopback names. */
  allowedHosts: AllowedHosts;
  /** The per-client-IP allowance of the remote-login, OTP, consent and password throttles, × the per-user one. */
  throttleIpFactor: number;
  /** Access-log writes per user (or anonymous client IP) per throttle window. */
  accessLogPerWindow: number;
  /** A browser session's absolute lifetime from its login, idle or not (SESSION_ABSOLUTE_SECONDS, 12 h). */
  sessionAbsoluteSeconds: number;
  /** The bearer token /metrics asks for (METRICS_TOKEN); unset: only direct loopback callers may read it. */
  metricsToken: string | null;
  /**
   * The bearer token of the admin routes (ADMIN_TOKEN: session listing and revocation, ops/admin-route.ts); unset:
   * no admin route at all. 32+ characters in production.
   */
  adminToken: string | null;
  /** Per agent and per phone / national ID: SMS sends, lookups and checks (config/abuse-limits.ts, issue 20). */
  abuseLimits: LimitRule[];
  /**
   * Outside production only (CORE_DATA_VERSION on|off, default off; refused in production): the shared cache reads
   * the mock core's data version before each read, so a change made through the mock's control API shows at once.
   */
  coreDataVersion: boolean;
  /**
   * Outside production only (CORE_CLOCK on|off, default off; refused in production): business dates follow the
   * core's clock as its answers' Date header tells it (the mock's POST /__mock/clock), and /api answers say the gap.
   */
  coreClock: boolean;
  /** /api/docs and /api/openapi.json served (API_DOCS on|off; default on, off in production). */
  apiDocs: boolean;
  /**
   * The HMAC-SHA256 keys of the signature evidence chain (config/evidence-keys.ts): EVIDENCE_HMAC_KEYS (id:key,…, the
   * first current) and EVIDENCE_HMAC_KEY (the events sealed before key ids); 32+ characters each in production.
   */
  evidenceKeys: EvidenceKeys;
  /** No EVIDENCE_HMAC_KEY was given: a development key is used (index.ts warns). */
  evidenceKeyIsDefault: boolean;
  /**
   * The evidence database as the BFF's own role (DATABASE_URL: SELECT and INSERT on the evidence tables only;
   * required in production). Default outside production: the machine's PostgreSQL, database agent_portal.
   */
  databaseUrl: string;
  /**
   * SIGTERM to listener close (SHUTDOWN_DRAIN_MS): /readyz answers 503 draining meanwhile while requests are still
   * served, long enough for the load balancer's readiness probe to take the instance out. Default 5 s in
   * production, 0 elsewhere (Ctrl-C stops at once).
   */
  shutdownDrainMs: number;
  /** The schema owner's connection (DATABASE_OWNER_URL): migrations at start-up when given; default outside production. */
  databaseOwnerUrl: string | null;
}

/** The machine's PostgreSQL outside production (scripts/ensure.sh creates the database and the role). */
export const DEV_DATABASE_URL = 'postgres://agent_portal_bff@127.0.0.1:5432/agent_portal';
export const DEV_DATABASE_OWNER_URL = 'postgres://postgres@127.0.0.1:5432/agent_portal';

/** The evidence chain's key outside production when none is given: public, so never a proof of anything. */
export const DEV_EVIDENCE_KEY = 'dev-only-evidence-hmac-key-change-me';

function onOff(source: NodeJS.ProcessEnv, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'on' && raw !== 'off') problems.push(`${name} must be on or off (got "${raw}")`);
  return raw === 'on';
}

function int(source: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    problems.push(`${name} must be a non-negative integer (got "${raw}")`);
  return value;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const problems: string[] = [];
  const nodeEnv = source.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const sessionSecret = source.SESSION_SECRET ?? (isProduction ? '' : 'dev-only-session-secret-change-me');
  if (isProduction && sessionSecret.length < 32)
    problems.push('SESSION_SECRET must be set (32+ characters) in production');
  const evidenceKeys = parseEvidenceKeys(
    source.EVIDENCE_HMAC_KEYS,
    source.EVIDENCE_HMAC_KEY || (isProduction || source.EVIDENCE_HMAC_KEYS ? '' : DEV_EVIDENCE_KEY),
    isProduction ? MIN_KEY_LENGTH : 1,
    problems,
  );
  const databaseUrl = source.DATABASE_URL || (isProduction ? '' : DEV_DATABASE_URL);
  if (isProduction && !databaseUrl)
    problems.push('DATABASE_URL must be set in production (the signature evidence)');
  for (const [name, url] of [
    ['DATABASE_URL', databaseUrl],
    ['DATABASE_OWNER_URL', source.DATABASE_OWNER_URL],
  ] as const) {
    if (url && !/^postgres(ql)?:\/\//.test(url)) problems.push(`${name} is not a postgres:// URL`);
  }
  const adminToken = source.ADMIN_TOKEN || null;
  if (isProduction && adminToken !== null && adminToken.length < 32)
    problems.push('ADMIN_TOKEN must be 32+ characters in production (or unset: no admin routes)');
  const coreUrl = source.CORE_URL ?? 'http://127.0.0.1:8090';
  try {
    new URL(coreUrl);
  } catch {
    problems.push(`CORE_URL is not a URL: "${coreUrl}"`);
  }
  const env: Env = {
    nodeEnv,
    isProduction,
    port: int(source, 'PORT', 8080, problems),
    host: source.HOST ?? '127.0.0.1',
    redis: parseRedisTarget(source, problems),
    redisKeyPrefix: source.REDIS_KEY_PREFIX ?? '',
    coreUrl: coreUrl.replace(/\/$/, ''),
    sessionSecret,
    sessionCookieName: isProduction ? '__Host-ap.sid' : 'ap.sid',
    legacyTimeoutMs: int(source, 'LEGACY_TIMEOUT_MS', API_TIMEOUT_MS, problems),
    loginTimeoutMs: int(source, 'LOGIN_TIMEOUT_MS', LOGIN_TIMEOUT_MS, problems),
    addressCheckTimeoutMs: int(source, 'ADDRESS_CHECK_TIMEOUT_MS', ADDRESS_CHECK_TIMEOUT_MS, problems),
    webDist: source.WEB_DIST || null,
    logLevel: source.LOG_LEVEL ?? 'info',
    cacheTtlSeconds: int(source, 'CACHE_TTL_SECONDS', 60, problems),
    loginAttemptsPerWindow: int(source, 'LOGIN_ATTEMPTS_PER_WINDOW', 10, problems),
    otpAttemptsPerWindow: int(source, 'OTP_ATTEMPTS_PER_WINDOW', 10, problems),
    throttleWindowSeconds: int(source, 'THROTTLE_WINDOW_SECONDS', 300, problems),
    loginFailuresPerIp: int(source, 'LOGIN_FAILURES_PER_IP', 100, problems),
    loginIpWindowSeconds: int(source, 'LOGIN_IP_WINDOW_SECONDS', 900, problems),
    trustProxy: parseTrustProxy(source.TRUST_PROXY, problems),
    allowedHosts: parseAllowedHosts(source.ALLOWED_HOSTS, isProduction, problems),
    throttleIpFactor: int(source, 'THROTTLE_IP_FACTOR', 5, problems),
    accessLogPerWindow: int(source, 'ACCESS_LOG_PER_WINDOW', 600, problems),
    sessionAbsoluteSeconds: int(source, 'SESSION_ABSOLUTE_SECONDS', 12 * 60 * 60, problems),
    metricsToken: source.METRICS_TOKEN || null,
    adminToken,
    abuseLimits: parseAbuseLimits(source, problems),
    apiDocs: onOff(source, 'API_DOCS', !isProduction, problems),
    coreDataVersion: onOff(source, 'CORE_DATA_VERSION', false, problems),
    coreClock: onOff(source, 'CORE_CLOCK', false, problems),
    evidenceKeys,
    evidenceKeyIsDefault: !source.EVIDENCE_HMAC_KEY && !source.EVIDENCE_HMAC_KEYS,
    databaseUrl,
    databaseOwnerUrl: source.DATABASE_OWNER_URL || (isProduction ? null : DEV_DATABASE_OWNER_URL),
    shutdownDrainMs: int(source, 'SHUTDOWN_DRAIN_MS', isProduction ? 5000 : 0, problems),
  };
  if (isProduction && env.coreDataVersion)
    problems.push(
      'CORE_DATA_VERSION is a development setting (the mock core) and cannot be on in production',
    );
  if (isProduction && env.coreClock)
    problems.push('CORE_CLOCK is a development setting (the mock core) and cannot be on in production');
  if (problems.length) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return env;
}
