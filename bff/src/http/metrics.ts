import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../common/app-error';
import { databaseAnswers } from '../infra/database';
import { SESSION_PREFIX } from '../session/session-store';

/** A histogram bound to one label set. */
type Child = { observe(value: number): void };
/** A histogram's bound label sets: method → route or path template → status → child. */
type Children = Map<string, Map<string, Map<number, Child>>>;

/** Seconds: most BFF answers take a few ms; the legacy ones up to the 16 s login and 100 s address waits. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60, 120];
/** The active-session gauge is counted at most this often (a SCAN over the session keys, off the request path). */
const SESSION_COUNT_EVERY_MS = 30_000;
/** The database check on scrape (`SELECT 1`) counts as down past this wait. */
const DATABASE_CHECK_MS = 1000;

let processRegistry: Registry | undefined;
/**
 * prom-client's default metrics (`process_*`: CPU, memory, handles; `nodejs_*`: heap, GC, event-loop lag), once per
 * process in a registry of their own: they describe the process, not one app (a test process makes many apps).
 */
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The BFF's Prometheus metrics, in a registry of its own (no global state: every app, every test its own).
 * - `bff_http_request_duration_seconds{method,route,status}`: rate and latency per bff.yaml route template (the
 *   Express pattern, never the raw URL); observed in the request log's single on-close point.
 * - `bff_legacy_request_duration_seconds{method,path,status}`: each core call, by legacy.yaml path template.
 * - `bff_redis_errors_total{kind}`: `connection` (the client's error events), `command` (a store failure answered).
 * - `bff_core_contract_violations_total{operation,kind}`: core answers departing from legacy.yaml, per legacy.yaml
 *   operationId and kind (legacy/contract-rules.ts), each kind counted once per answer.
 * - `bff_active_sessions`: session keys in Redis, counted on scrape at most every 30 s.
 * - `bff_dependency_up{dependency}`: `redis` (the client connected and ready; no command sent) and `database` (the
 *   evidence database answers `SELECT 1` within 1 s), on scrape; a dependency the instance runs without is absent.
 * - `bff_database_pool_clients{state}`: the evidence pool's `total`, `idle` and `waiting` (queued queries) clients.
 * - and prom-client's default metrics of the process (processMetrics), in the same exposition.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = this.latency(
    'bff_http_request_duration_seconds',
    'BFF answers by route template: count (rate) and latency',
    ['method', 'route', 'status'],
  );
  private readonly legacy = this.latency(
    'bff_legacy_request_duration_seconds',
    'Core (legacy) calls by upstream path template: count and latency',
    ['method', 'path', 'status'],
  );
  private readonly redisErrors = new Counter({
    name: 'bff_redis_errors_total',
    help: 'Redis failures: connection errors of the client, commands that failed a request',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly contractViolations = new Counter({
    name: 'bff_core_contract_violations_total',
    help: 'Core answers departing from legacy.yaml, by operationId and kind (missing, type, enum, extra, ...)',
    labelNames: ['operation', 'kind'] as const,
    registers: [this.registry],
  });

  private readonly requestChildren: Children = new Map();
  private readonly legacyChildren: Children = new Map();

  constructor(redis: Redis | null, keyPrefix = '', database: Pool | null = null) {
    processMetrics();
    this.redisErrors.inc({ kind: 'connection' }, 0);
    this.redisErrors.inc({ kind: 'command' }, 0);
    if (redis || database) this.dependencyGauges(redis, database);
    if (!redis) return;
    redis.on('error', () => this.redisErrors.inc({ kind: 'connection' }));
    let counted = { at: -Infinity, value: 0 };
    new Gauge({
      name: 'bff_active_sessions',
      help: 'Browser sessions held in Redis (SCAN of the session keys, at most every 30 s)',
      registers: [this.registry],
      async collect() {
        const now = Date.now();
        if (now - counted.at >= SESSION_COUNT_EVERY_MS && redis.status === 'ready') {
          counted = { at: now, value: await countKeys(redis, `${keyPrefix}${SESSION_PREFIX}*`) };
        }
        this.set(counted.value);
      },
    });
  }

  private dependencyGauges(redis: Redis | null, database: Pool | null): void {
    new Gauge({
      name: 'bff_dependency_up',
      help: 'Whether a dependency answers: redis (client ready), database (SELECT 1 within 1 s); on scrape',
      labelNames: ['dependency'] as const,
      registers: [this.registry],
      async collect() {
        if (redis) this.set({ dependency: 'redis' }, redis.status === 'ready' ? 1 : 0);
        if (database)
          this.set({ dependency: 'database' }, (await databaseAnswers(database, DATABASE_CHECK_MS)) ? 1 : 0);
      },
    });
    if (!database) return;
    new Gauge({
      name: 'bff_database_pool_clients',
      help: 'The evidence database pool: total, idle and waiting (queued queries) clients',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, database.totalCount);
        this.set({ state: 'idle' }, database.idleCount);
        this.set({ state: 'waiting' }, database.waitingCount);
      },
    });
  }

  /** The exposition of this app's metrics and the process's (Prometheus's text format). */
  async exposition(): Promise<string> {
    return (await this.registry.metrics()) + (await processMetrics().metrics());
  }

  private latency<L extends string>(name: string, help: string, labelNames: L[]): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets: BUCKETS, registers: [this.registry] });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.child(this.requestChildren, this.requests, method, route, status).observe(seconds);
  }

  observeLegacy(method: string, path: string, status: number, seconds: number): void {
    this.child(this.legacyChildren, this.legacy, method, path, status).observe(seconds);
  }

  /**
   * A histogram's child for one label set, bound once (`labels()`) and kept: a label object per observation is
   * validated and hashed by prom-client each time. The sets are few: route and path templates, methods, statuses.
   * Found by method, then template, then status, each the value the request already holds: no key string is made
   * (and hashed) per observation.
   */
  private child(
    children: Children,
    histogram: Histogram<string>,
    method: string,
    where: string,
    status: number,
  ): Child {
    let templates = children.get(method);
    if (templates === undefined) children.set(method, (templates = new Map()));
    let statuses = templates.get(where);
    if (statuses === undefined) templates.set(where, (statuses = new Map()));
    let child = statuses.get(status);
    if (child === undefined) statuses.set(status, (child = histogram.labels(method, where, String(status))));
    return child;
  }

  coreContractViolation(operation: string, kind: string): void {
    this.contractViolations.inc({ operation, kind });
  }

  redisCommandFailed(): void {
    this.redisErrors.inc({ kind: 'command' });
  }
}

async function countKeys(redis: Redis, match: string): Promise<number> {
  let cursor = '0';
  let count = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    cursor = next;
    count += keys.length;
  } while (cursor !== '0');
  return count;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, a caller sending `Authorization: Bearer <token>`; without it,
 * only a direct loopback connection that came through no proxy (no X-Forwarded-For / Forwarded header: a
 * reverse proxy on the same host adds one). Anyone else gets the ordinary 404.
 */
export function mayReadMetrics(req: Request, token: string | null): boolean {
  if (token) return sameSecret(req.get('authorization') ?? '', `Bearer ${token}`);
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  return LOOPBACK.has(req.socket.remoteAddress ?? '');
}

export const METRICS_PATH = '/metrics';

/** GET /metrics in Prometheus's text format, for the callers `mayReadMetrics` lets in. */
export function metricsEndpoint(metrics: Metrics, token: string | null): RequestHandler {
  return async (req, res, next) => {
    // Anyone else gets the ordinary 404 envelope (not the SPA's page).
    if (!mayReadMetrics(req, token)) return next(new AppError(404, 'NOT_FOUND'));
    res.set('Cache-Control', 'no-store');
    res.type(metrics.registry.contentType).send(await metrics.exposition());
  };
}
