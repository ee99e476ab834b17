import path from 'node:path';
import { existsSync } from 'node:fs';
import express, { type Express, type Request } from 'express';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { PortalStore } from './session/session-store';
import type { Env } from './config/env';
import { allowedHostsOnly } from './http/allowed-hosts';
import { requestLog } from './http/request-log';
import { Metrics, METRICS_PATH, metricsEndpoint } from './http/metrics';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { requestValidation } from './http/request-validation';
import { noStore, requireCsrfHeader } from './http/security';
import { securityHeaders } from './http/security-headers';
import { spaFiles } from './http/spa-files';
import { saveSessionBeforeAnswer, sessionCookieOptions, sessionLayer } from './session/session';
import { exceptSessionless, SESSIONLESS_PATHS } from './session/sessionless-paths';
import { legacyProxy } from './proxy/legacy-proxy';
import { routeTable } from './http/route-table';
import { LegacyClient } from './legacy/legacy-client';
import { contractWatch, legacyContractRules } from './http/contract-watch';
import { healthRouter } from './modules/health';
import { docsRouter, loadBffDocument } from './docs/openapi';
import type { PortalModule } from './modules/module';
import { authModule } from './modules/auth';
import { commissionModule } from './modules/commission';
import { commonModule } from './modules/common';
import { customerDataModule } from './modules/customer-data';
import { formsModule } from './modules/forms';
import { homeModule } from './modules/home';
import { proposalsModule } from './modules/proposals';
import { releasePermitsModule } from './modules/release-permits';
import { businessClock, clockOffsetHeader } from './infra/business-clock';
import { buildServices } from './services';
import { adminRouter } from './ops/admin-route';
/** Every /api module (a new module: a folder with an index.ts, and one line here); the order does not matter. */
const MODULES: PortalModule[] = [
  authModule,
  homeModule,
  commonModule,
  commissionModule,
  formsModule,
  proposalsModule,
  customerDataModule,
  releasePermitsModule,
];

export interface AppDeps {
  env: Env;
  redis: Redis | null;
  /** The evidence database; null only outside production without one. */
  database: Pool | null;
  store: PortalStore;
  logger: Logger;
  /** Validate every response against bff.yaml too (tests). */
  validateResponses?: boolean;
}

export type PortalApp = Express & {
  core: LegacyClient;
  /** From now on /readyz answers 503 draining (SIGTERM: the load balancer stops sending before the listener closes). */
  drain: () => void;
  /** Every operation the route table serves (method, bff.yaml path). */
  operations: () => { method: string; path: string }[];
};

/** The apps `createApp` made: a test holds that the suites drive such an app, as index.ts serves one. */
const made = new WeakSet<object>();
export const madeByCreateApp = (app: object): boolean => made.has(app);

/**
 * The BFF: one Express app, served as it is by Express's own `app.listen` (index.ts) and driven as it is by the
 * supertest suites; every request enters it.
 */
export function createApp({
  env,
  redis,
  database,
  store,
  logger,
  validateResponses = false,
}: AppDeps): PortalApp {
  const app = express() as PortalApp;
  const core = new LegacyClient(env.coreUrl, env.legacyTimeoutMs);
  app.core = core;
  const metrics = new Metrics(redis, env.redisKeyPrefix, database);
  core.onCall = (method, path, status, seconds) => metrics.observeLegacy(method, path, status, seconds);
  core.watch = contractWatch(legacyContractRules(env.nodeEnv === 'production'), (operation, kind) =>
    metrics.coreContractViolation(operation, kind),
  );
  // Case-sensitive routes: /API/... must not slip past the validator, which only knows /api/....
  app.set('case sensitive routing', true);
  app.disable('x-powered-by');
  app.set('etag', false); // /api answers are no-store: hashing every body for an ETag is wasted work
  app.set('trust proxy', env.trustProxy);
  const document = loadBffDocument();
  const validation = requestValidation(document, { responses: validateResponses });
  const log = requestLog(logger, metrics);
  const headers = securityHeaders(env);
  const hostCheck = allowedHostsOnly(env.allowedHosts, env.trustProxy);
  const session = sessionLayer(store, sessionCookieOptions(env));
  const saveSession = (req: Request) => saveSessionBeforeAnswer(req, () => metrics.redisCommandFailed());
  const json = express.json({ limit: '100kb' });

  // The composition root: every adapter and service, built once.
  const clock = businessClock(env.coreClock);
  if (env.coreClock) core.onDate = clock.observe;
  const services = buildServices({ env, redis, database, store, core, clock });
  // Streamed answers: the path and the BFF's own headers come from the route's answer (`StreamFrom`).
  const streamed = (stateless: boolean) =>
    legacyProxy(env.coreUrl, env.legacyTimeoutMs, (_path, req) => req.streamFrom?.stream ?? '/', {
      stateless,
      ownHeaders: (req) => req.streamFrom?.headers ?? {},
    });
  // Every operation of the modules (http/route-table.ts), mounted below as one ordinary layer.
  const table = routeTable({
    declarations: MODULES.flatMap((m) => m.routes(services)),
    validation,
    session,
    saveSession,
    sessionless: SESSIONLESS_PATHS,
    json,
    // Every operation naming a {transCode} (bff.yaml): the agent's own case, loaded once, or 404 before the route.
    checked: [services.proposals.ownership],
    stream: { session: streamed(false), stateless: streamed(true) },
  });
  app.operations = table.operations;

  app.use(log);
  app.use(headers);
  // Outside production with CORE_CLOCK: the SPA's business today follows the core's clock too (web lib/dayjs.ts);
  // the gap as the answer leaves, after the request's own core calls told it.
  if (env.coreClock) app.use(clockOffsetHeader(clock));
  // Probes dial the instance's own address, whatever the public name: they answer before the Host check.
  const lifecycle = { draining: false };
  app.drain = () => {
    lifecycle.draining = true;
  };
  app.use(healthRouter(redis, services.legacy.health, lifecycle));
  const metricsRoute = metricsEndpoint(metrics, env.metricsToken);
  // With a token the token guards /metrics (a scraper dials addresses); without, only loopback callers may read it,
  // and a name rebound to 127.0.0.1 by a page in the browser must not reach it: behind the Host check.
  if (env.metricsToken) app.get(METRICS_PATH, metricsRoute);
  // Session administration (ADMIN_TOKEN): its own token, and never on the public host names (ops/admin-route.ts).
  if (env.adminToken) app.use(adminRouter(store, env.adminToken, env.allowedHosts));
  app.use(hostCheck);
  if (!env.metricsToken) app.get(METRICS_PATH, metricsRoute);

  app.use('/api', noStore);
  // Off in production unless API_DOCS=on: the contract is a map of every operation (issue 20 item 7). Off, both
  // paths meet the 404 envelope like any unknown /api path.
  if (env.apiDocs) app.use('/api', docsRouter(document));
  app.use('/api', requireCsrfHeader);
  app.use(table);
  // What the table did not match: a path or method bff.yaml lacks (404, 405), a malformed path (400).
  app.use('/api', exceptSessionless(session), json);
  app.use(validation);
  app.use('/api', notFoundHandler);

  if (env.webDist && existsSync(path.join(env.webDist, 'index.html'))) {
    const spa = spaFiles(env.webDist);
    app.use(spa);
    // Every other path is the SPA's own route: index.html, negotiated and revalidated as the files above.
    app.get('/{*spa}', (req, res, next) => {
      req.url = '/index.html';
      spa(req, res, next);
    });
  }
  app.use(notFoundHandler);
  app.use(errorHandler(redis, metrics));
  made.add(app);
  return app;
}
