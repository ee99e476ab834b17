import path from 'node:path';
import { existsSync } from 'node:fs';
import express, { type Express } from 'express';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import type { Store } from 'express-session';
import * as OpenApiValidator from 'express-openapi-validator';
import type { Env } from './config/env';
import { createHttpLogger } from './common/logger';
import { errorHandler, notFoundHandler } from './common/error-handler';
import { noStore, requireCsrfHeader } from './common/security';
import { Throttle } from './common/throttle';
import { createSessionMiddleware } from './session/session';
import { LegacyClient } from './legacy/legacy-client';
import { authLegacy } from './modules/auth/auth.legacy';
import { authService } from './modules/auth/auth.service';
import { authRouter } from './modules/auth/auth.router';
import { commonService } from './modules/common/common.service';
import { commonRouter, publicRouter } from './modules/common/common.router';
import { healthRouter } from './modules/health/health.router';
import { docsRouter, loadBffDocument } from './docs/openapi';

export interface AppDeps {
  env: Env;
  redis: Redis | null;
  store: Store;
  logger: Logger;
  /** Validate every response against bff.yaml too (tests). */
  validateResponses?: boolean;
}

const UNVALIDATED = /^\/api\/(docs|openapi\.json)/;

export function createApp({ env, redis, store, logger, validateResponses = false }: AppDeps): Express & {
  core: LegacyClient;
} {
  const app = express() as Express & { core: LegacyClient };
  const core = new LegacyClient(env.coreUrl, env.legacyTimeoutMs);
  app.core = core;
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('sessionCookieName', env.sessionCookieName);
  const document = loadBffDocument();

  app.use(createHttpLogger(logger));
  app.use(healthRouter(redis, env.coreUrl));

  app.use('/api', noStore, docsRouter(document));
  app.use('/api', requireCsrfHeader, createSessionMiddleware(env, store), express.json({ limit: '100kb' }));
  app.use(
    OpenApiValidator.middleware({
      apiSpec: document as never,
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses: validateResponses
        ? {
            onError: (err) => {
              throw err;
            },
          }
        : false,
      ignorePaths: (p: string) => !p.startsWith('/api/') || UNVALIDATED.test(p),
    }),
  );

  const throttle = new Throttle(redis, env.throttleWindowSeconds);
  const auth = authService(authLegacy(core, env.loginTimeoutMs), throttle, {
    loginAttempts: env.loginAttemptsPerWindow,
    otpAttempts: env.otpAttemptsPerWindow,
  });
  const common = commonService(core, redis, env.cacheTtlSeconds);
  app.use('/api/auth', authRouter(auth, env.coreUrl, env.legacyTimeoutMs));
  app.use('/api/common', commonRouter(common));
  app.use('/api/public', publicRouter(common));
  app.use('/api', notFoundHandler);

  if (env.webDist && existsSync(path.join(env.webDist, 'index.html'))) {
    const dist = env.webDist;
    app.use(express.static(dist, { index: false, maxAge: '1h' }));
    app.get('/{*spa}', (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.sendFile(path.join(dist, 'index.html'));
    });
  }
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
