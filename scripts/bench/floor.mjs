// The bench's floor (issue 25 item 1): a bare Node `http` server doing exactly the BFF's work for its two measured
// routes, and nothing a framework adds. Per request: the Host check, the signed session cookie (HMAC-SHA256), one
// Redis GETEX (read and slide), the login and absolute-lifetime check, one keep-alive undici call to the core with
// the session's legacy cookies, request id and traceparent, the reshape (the BFF's own built code: `plainText` for
// work-time, the commission service's validation, sort, whitelist and masking for the list), the answer projected
// through its bff.yaml schema, one JSON.stringify encoded once,
// the security headers as one prebuilt array through `res.writeHead`, the request and legacy-call metrics, and one
// JSON log line (the BFF's fields) through the BFF's pino logger. docs/bench.md ("The floor") says what it leaves out.
//
// Run: node scripts/bench/floor.mjs, with the BFF's own environment (PORT, CORE_URL, REDIS_URL, REDIS_KEY_PREFIX,
// LOG_LEVEL, NODE_ENV, SESSION_SECRET...). scripts/bench/floor.test.mjs keeps it answering as the BFF does.
import http from 'node:http';
import { createHmac, randomFillSync, randomUUID, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Redis from 'ioredis';
import { Histogram, Registry } from 'prom-client';
import { Agent } from 'undici';

const require = createRequire(import.meta.url);
const DIST = path.resolve(new URL('../../bff/dist', import.meta.url).pathname);
const bff = (file) => require(path.join(DIST, file));
// The BFF's configuration and its pure helpers, from its build: the same code the BFF runs.
const { loadEnv } = bff('config/env.js');
const { isAllowedHost } = bff('config/allowed-hosts.js');
const { createLogger, sanitizeUrl } = bff('common/logger.js');
const { AppError, envelope } = bff('common/app-error.js');
const { securityHeaderLines } = bff('http/security-headers.js');
const { parseTraceparent } = bff('http/trace-context.js');
const { serverTiming } = bff('http/request-log.js');
const { clientRequestId } = bff('http/request-id.js');
const { hasTtlMark, ttlOfSessionId } = bff('session/session-id.js');
const { DEFAULT_SESSION_TTL_SECONDS, SESSION_PREFIX } = bff('session/session-store.js');
const { absorbSetCookies, cookieHeader } = bff('legacy/cookies.js');
const { coreCallEnded, coreCallStarted, newLegacyTiming } = bff('legacy/core-time.js');
const { legacyFailure, parseLegacyBody } = bff('legacy/legacy-errors.js');
const { plainText } = bff('legacy/quirks.js');
const { commissionService } = bff('modules/commission/commission.service.js');
const { answerProjection } = bff('http/answer-projection.js');
const { loadBffDocument } = bff('docs/openapi.js');

export const WORK_TIME = '/api/common/work-time';
export const COMMISSION = '/api/commission';
const CORE_WORK_TIME = '/adm/com/inWorkTimInterval';
const CORE_COMMISSION = '/commission/SSDetailList';
const ACCEPT = 'application/json, text/plain, */*';
const JSON_TYPE = 'application/json; charset=utf-8';
const SAFE_TRACE_FLAGS = '01';

/**
 * Random hex for the trace and span ids, cut from a pool filled 256 answers at a time (as `randomUUID` caches its
 * entropy) instead of a `randomBytes` call per id: the same CSPRNG, one call per 256 requests.
 */
const POOL_BYTES = 24 * 256;
const pool = Buffer.alloc(POOL_BYTES);
let poolAt = POOL_BYTES;
function randomHex(bytes) {
  if (poolAt + bytes > POOL_BYTES) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += bytes;
  return pool.toString('hex', poolAt - bytes, poolAt);
}

/** The headers the BFF's `securityHeaders` middleware (helmet) sets, as name, value, name, value... */
function recordedSecurityHeaders(env) {
  return securityHeaderLines(env).flatMap((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });
}

/**
 * The floor's server. `destination`: where the log lines go (a stream with `write(string)`; default: the BFF's
 * pino destination on stdout). Resolves when Redis is ready.
 */
// Each answer through its bff.yaml projection, encoded once.
const document = loadBffDocument();
const projections = new Map(
  [WORK_TIME, COMMISSION].map((apiPath) => [
    apiPath,
    answerProjection(
      document.paths[apiPath].get.responses['200'].content['application/json'].schema,
      document.components,
    ),
  ]),
);
/** The bytes the BFF answers for `value` on the GET of `apiPath` (one of the floor's two routes). */
export const answerBytes = (apiPath, value) => Buffer.from(JSON.stringify(projections.get(apiPath)(value)));

export async function createFloor({ env = loadEnv(), destination } = {}) {
  if (env.redis.kind !== 'standalone') throw new Error('the floor speaks to one Redis by URL');
  const redis = new Redis(env.redis.url, {
    keyPrefix: env.redisKeyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  await new Promise((resolve, reject) => {
    redis.once('ready', resolve);
    redis.once('error', reject);
  });
  const core = new URL(env.coreUrl);
  const origin = core.origin;
  const basePath = core.pathname.replace(/\/$/, '');
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const timeout = env.legacyTimeoutMs;
  const cookieName = env.sessionCookieName;
  const secret = env.sessionSecret;
  const absoluteMs = env.sessionAbsoluteSeconds * 1000;
  const logInfo = ['trace', 'debug', 'info'].includes(env.logLevel);
  const logWarn = logInfo || env.logLevel === 'warn';
  // The BFF's logger (pino, its destination), the line's fields as the BFF's request log gives them to pino.
  const logger = destination ? createLogger(env.logLevel, destination) : createLogger(env.logLevel);

  // The BFF's metrics, their label sets bound once per route and status.
  const registry = new Registry();
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60, 120];
  const requests = new Histogram({
    name: 'bff_http_request_duration_seconds',
    help: 'BFF answers by route template: count (rate) and latency',
    labelNames: ['method', 'route', 'status'],
    buckets,
    registers: [registry],
  });
  const legacy = new Histogram({
    name: 'bff_legacy_request_duration_seconds',
    help: 'Core (legacy) calls by upstream path template: count and latency',
    labelNames: ['method', 'path', 'status'],
    buckets,
    registers: [registry],
  });
  const bound = new Map();
  const observe = (histogram, a, b, status, seconds) => {
    const key = `${a} ${b} ${status}`;
    let child = bound.get(key);
    if (!child) bound.set(key, (child = histogram.labels(a, b, String(status))));
    child.observe(seconds);
  };

  // Every answer's headers in the BFF's order, as one array made once: the request id, the length and the timing are filled in
  // per answer (writeHead reads the array at once, so one array serves every request).
  const head = [
    'X-Request-Id',
    '',
    ...recordedSecurityHeaders(env),
    'Cache-Control',
    'no-store',
    'Content-Type',
    JSON_TYPE,
    'Content-Length',
    '',
    'Server-Timing',
    '',
  ];
  const LENGTH = head.length - 3;
  const TIMING = head.length - 1;

  /** One request's state: the BFF's request id, trace and timing. */
  class Call {
    constructor(req, res) {
      this.req = req;
      this.res = res;
      this.started = performance.now();
      this.id = randomUUID();
      const incoming =
        req.headers.traceparent === undefined ? null : parseTraceparent(req.headers.traceparent);
      const ids = randomHex(incoming ? 8 : 24);
      this.traceId = incoming ? incoming.traceId : ids.slice(0, 32);
      this.spanId = incoming ? ids : ids.slice(32);
      this.traceparent = `00-${this.traceId}-${this.spanId}-${incoming ? incoming.flags : SAFE_TRACE_FLAGS}`;
      Object.assign(this, newLegacyTiming());
      this.userCode = undefined;
      this.route = undefined;
    }

    /** The core's answer: status and text, the session's jar updated from its Set-Cookie. */
    async legacyGet(jar, target, template) {
      const headers = { accept: ACCEPT, 'x-request-id': this.id, traceparent: this.traceparent };
      const cookies = cookieHeader(jar);
      if (cookies) headers.cookie = cookies;
      const started = coreCallStarted(this);
      let ended;
      let status = 0;
      try {
        const res = await agent.request({
          origin,
          path: basePath + target,
          method: 'GET',
          headers,
          headersTimeout: timeout,
          bodyTimeout: timeout,
        });
        status = res.statusCode;
        const setCookie = res.headers['set-cookie'];
        const text = await res.body.text();
        ended = coreCallEnded(this, started);
        return { status, text, setCookie };
      } catch (err) {
        if (err?.code === 'UND_ERR_HEADERS_TIMEOUT' || err?.code === 'UND_ERR_BODY_TIMEOUT')
          throw new AppError(504, 'CORE_TIMEOUT');
        throw new AppError(502, 'NO_RESPONSE');
      } finally {
        const elapsed = ended ?? coreCallEnded(this, started);
        observe(legacy, 'GET', template, status, elapsed / 1000);
      }
    }

    send(status, body) {
      const res = this.res;
      head[1] = this.id;
      head[LENGTH] = String(body.length);
      head[TIMING] = serverTiming(this);
      res.writeHead(status, head);
      res.end(body);
      this.done(status);
    }

    fail(err) {
      if (!(err instanceof AppError)) process.stderr.write(`floor: ${err?.stack ?? err}\n`);
      const failure = err instanceof AppError ? err : new AppError(500, 'SERVER_BUSY');
      const body = envelope(this.id, failure.status, failure.code, failure.message, failure.details);
      this.send(failure.status, Buffer.from(JSON.stringify(body)));
    }

    /** The request line and the request metric, as the BFF's request log writes them when the answer is done. */
    done(status) {
      const elapsed = performance.now() - this.started;
      observe(requests, 'GET', this.route ?? 'unmatched', status, elapsed / 1000);
      const failed = status >= 500;
      if (!(failed ? logWarn : logInfo)) return;
      const req = this.req;
      logger[failed ? 'warn' : 'info'](
        {
          req: { id: this.id, method: req.method, url: sanitizeUrl(req.url) },
          reqId: this.id,
          traceId: this.traceId,
          res: { statusCode: status },
          responseTime: Math.round(elapsed),
          clientRequestId: req.headers['x-request-id'] === undefined ? undefined : clientRequestId(req),
          route: this.route,
          userCode: this.userCode,
          clientIp: req.socket.remoteAddress,
          legacyMs: this.legacyMs,
          legacyCalls: this.legacyCalls,
        },
        failed ? 'request failed' : 'request',
      );
    }
  }

  /** The session of the request's cookie (GETEX: read and slide), or null; the BFF's checks of a data route. */
  async function loggedInSession(call) {
    const header = call.req.headers.cookie;
    const at = header === undefined ? -1 : header.indexOf(`${cookieName}=`);
    if (at < 0 || (at > 0 && header[at - 1] !== ' ' && header[at - 1] !== ';')) return null;
    const end = header.indexOf(';', at);
    let value = header.slice(at + cookieName.length + 1, end < 0 ? undefined : end).trim();
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    if (value.includes('%')) value = decodeURIComponent(value);
    if (!value.startsWith('s:')) return null;
    const dot = value.lastIndexOf('.');
    const sid = value.slice(2, dot);
    const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
    const given = Buffer.from(value.slice(dot + 1));
    if (dot < 0 || given.length !== mac.length || !timingSafeEqual(given, Buffer.from(mac))) return null;
    const ttl = hasTtlMark(sid) ? ttlOfSessionId(sid) : DEFAULT_SESSION_TTL_SECONDS;
    if (ttl === undefined) return null;
    const key = SESSION_PREFIX + sid;
    const raw = await redis.getex(key, 'EX', ttl);
    if (raw === null) return null;
    const session = JSON.parse(raw);
    if (session.loginAt !== undefined && Date.now() - session.loginAt >= absoluteMs) {
      await redis.unlink(key);
      return null;
    }
    if (session.auth?.stage !== 'done') return null;
    call.userCode = session.auth.userCode;
    // As the BFF's request context: a session without a legacy jar gets one (and is then written back).
    const fresh = session.legacy === undefined;
    return { key, ttl, session, fresh, jar: (session.legacy ??= { cookies: {} }).cookies };
  }

  /** A core answer: its Set-Cookie kept in the session (written back only when the jar changed), its failure mapped. */
  async function coreAnswer(call, login, target, template) {
    const { status, text, setCookie } = await call.legacyGet(login.jar, target, template);
    let changed = login.fresh;
    if (setCookie) {
      const before = JSON.stringify(login.jar);
      absorbSetCookies(login.jar, setCookie);
      changed ||= JSON.stringify(login.jar) !== before;
    }
    if (changed) await redis.set(login.key, JSON.stringify(login.session), 'EX', login.ttl);
    const parsed = parseLegacyBody(text);
    const failure = legacyFailure(status, parsed);
    if (failure) throw failure;
    return { text, body: typeof parsed === 'object' ? parsed : undefined };
  }

  // The list's reshape is the BFF's commission service (validation, sort, whitelist, masking), over this core call.
  const commission = commissionService({
    range: async ({ call, login }, startMonth, endMonth) => {
      const target = `${CORE_COMMISSION}?startMonth=${encodeURIComponent(startMonth)}&endMonth=${encodeURIComponent(endMonth)}`;
      const { body } = await coreAnswer(call, login, target, CORE_COMMISSION);
      return Array.isArray(body) ? body : [];
    },
  });

  async function workTime(call) {
    const login = await loggedInSession(call);
    if (!login) throw new AppError(401, 'UNAUTHORIZED');
    const { text } = await coreAnswer(call, login, CORE_WORK_TIME, CORE_WORK_TIME);
    call.send(200, answerBytes(WORK_TIME, { inWorkTime: plainText(text) === 'Y' }));
  }

  async function commissionList(call, query) {
    const login = await loggedInSession(call);
    if (!login) throw new AppError(401, 'UNAUTHORIZED');
    const params = new URLSearchParams(query);
    const startMonth = params.get('startMonth');
    const endMonth = params.get('endMonth');
    if (startMonth === null || endMonth === null) throw new AppError(400, 'VALIDATION_FAILED');
    const context = { legacy: () => ({ call, login }) };
    const rows = await commission.search(context, startMonth, endMonth);
    call.send(200, answerBytes(COMMISSION, rows));
  }

  const server = http.createServer((req, res) => {
    const url = req.url;
    if (url === '/readyz') {
      res.writeHead(redis.status === 'ready' ? 200 : 503, ['Content-Type', JSON_TYPE]).end('{}');
      return;
    }
    const call = new Call(req, res);
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    let work;
    if (req.method !== 'GET') work = Promise.reject(new AppError(404, 'NOT_FOUND'));
    else if (!isAllowedHost(req.headers.host, env.allowedHosts))
      work = Promise.reject(new AppError(421, 'MISDIRECTED_REQUEST'));
    else if (pathname === WORK_TIME) {
      call.route = WORK_TIME;
      work = workTime(call);
    } else if (pathname === COMMISSION) {
      call.route = COMMISSION;
      work = commissionList(call, q < 0 ? '' : url.slice(q + 1));
    } else work = Promise.reject(new AppError(404, 'NOT_FOUND'));
    work.catch((err) => call.fail(err));
  });
  // As the BFF's index.ts: idle keep-alive sockets outlive the clients' (Keep-Alive: timeout=65).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('close', () => {
    redis.disconnect();
    void agent.close();
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = loadEnv();
  const server = await createFloor({ env });
  server.listen(env.port, env.host, () =>
    process.stderr.write(`floor listening on ${env.host}:${env.port}\n`),
  );
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
