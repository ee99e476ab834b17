import path from 'node:path';
import { existsSync } from 'node:fs';
import express, { type Express } from 'express';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import type { Store } from 'express-session';
import type { Env } from './config/env';
import { createHttpLogger } from './common/logger';
import { errorHandler, notFoundHandler } from './common/error-handler';
import { openApiValidation } from './common/openapi-validation';
import { noStore, requireCsrfHeader } from './common/security';
import { securityHeaders } from './common/security-headers';
import { Throttle } from './common/throttle';
import { createSessionMiddleware, sessionCookieOptions } from './session/session';
import { LegacyClient } from './legacy/legacy-client';
import { authLegacy } from './modules/auth/auth.legacy';
import { authService } from './modules/auth/auth.service';
import { authRouter } from './modules/auth/auth.router';
import { commonService } from './modules/common/common.service';
import { commonRouter, publicRouter } from './modules/common/common.router';
import { healthRouter } from './modules/health/health.router';
import { robotCheckService } from './modules/robot-check/robot-check.service';
import { robotCheckRouter } from './modules/robot-check/robot-check.router';
import { docsRouter, loadBffDocument } from './docs/openapi';
import { sessionTimeService } from './modules/session-time/session-time.service';
import { exceptSessionPeek, sessionTimeRouter } from './modules/session-time/session-time.router';
import { passwordLegacy } from './modules/password/password.legacy';
import { passwordService } from './modules/password/password.service';
import { passwordRouter } from './modules/password/password.router';
import { remoteLoginLegacy } from './modules/remote-login/remote-login.legacy';
import { remoteLoginService } from './modules/remote-login/remote-login.service';
import { remoteLoginRouter } from './modules/remote-login/remote-login.router';
import { homeLegacy } from './modules/home/home.legacy';
import { homeService } from './modules/home/home.service';
import { homeRouter, roleSwitchRouter } from './modules/home/home.router';
import { commissionLegacy } from './modules/commission/commission.legacy';
import { commissionService } from './modules/commission/commission.service';
import { commissionRouter } from './modules/commission/commission.router';
import { formsLegacy } from './modules/forms/forms.legacy';
import { formsService } from './modules/forms/forms.service';
import { formsRouter } from './modules/forms/forms.router';
import { consentLegacy } from './modules/consent/consent.legacy';
import { consentService } from './modules/consent/consent.service';
import { consentRouter } from './modules/consent/consent.router';
import { shellLegacy } from './modules/shell/shell.legacy';
import { shellService } from './modules/shell/shell.service';
import { accessLogRouter, shellCommonRouter, shellPublicRouter } from './modules/shell/shell.router';

export interface AppDeps {
  env: Env;
  redis: Redis | null;
  store: Store;
  logger: Logger;
  /** Validate every response against bff.yaml too (tests). */
  validateResponses?: boolean;
}

export function createApp({ env, redis, store, logger, validateResponses = false }: AppDeps): Express & {
  core: LegacyClient;
} {
  const app = express() as Express & { core: LegacyClient };
  const core = new LegacyClient(env.coreUrl, env.legacyTimeoutMs);
  app.core = core;
  // Case-sensitive routes: /API/... must not slip past the validator, which only knows /api/....
  app.set('case sensitive routing', true);
  app.disable('x-powered-by');
  app.set('etag', false); // /api answers are no-store: hashing every body for an ETag is wasted work
  app.set('trust proxy', env.trustProxy);
  const document = loadBffDocument();

  app.use(createHttpLogger(logger));
  app.use(securityHeaders(env));
  app.use(healthRouter(redis, env.coreUrl));

  app.use('/api', noStore, docsRouter(document));
  app.use(
    '/api',
    requireCsrfHeader,
    exceptSessionPeek(createSessionMiddleware(env, store)),
    express.json({ limit: '100kb' }),
  );
  app.use(openApiValidation(document, validateResponses));

  const throttle = new Throttle(redis, env.throttleWindowSeconds);
  const auth = authService(authLegacy(core, env.loginTimeoutMs), throttle, {
    loginAttempts: env.loginAttemptsPerWindow,
    otpAttempts: env.otpAttemptsPerWindow,
  });
  const common = commonService(core, redis, env.cacheTtlSeconds);
  const keys = authLegacy(core, env.loginTimeoutMs);
  const otpLimits = { otpAttempts: env.otpAttemptsPerWindow };
  const sessionTime = sessionTimeService({
    redis,
    store,
    cookieName: env.sessionCookieName,
    secret: env.sessionSecret,
  });
  const password = passwordService(passwordLegacy(core), keys, throttle, otpLimits);
  const remote = remoteLoginService(remoteLoginLegacy(core), auth, keys, throttle, {
    loginAttempts: env.loginAttemptsPerWindow,
  });
  const home = homeService(homeLegacy(core), keys);
  const shell = shellService(shellLegacy(core), redis, throttle, {
    cacheTtlSeconds: env.cacheTtlSeconds,
    accessLogPerWindow: 600,
  });
  app.use('/api/auth', sessionTimeRouter(sessionTime));
  app.use('/api/auth/password', passwordRouter(password));
  app.use('/api/auth', remoteLoginRouter(remote), roleSwitchRouter(home));
  app.use('/api/auth', robotCheckRouter(robotCheckService(keys)));
  app.use(
    '/api/auth',
    authRouter(auth, env.coreUrl, env.legacyTimeoutMs, {
      name: env.sessionCookieName,
      options: sessionCookieOptions(env),
    }),
  );
  app.use('/api/common', commonRouter(common), shellCommonRouter(shell));
  app.use('/api/public', publicRouter(common), shellPublicRouter(shell));
  app.use(
    '/api/public',
    consentRouter(
      consentService(consentLegacy(core), throttle, { attempts: env.loginAttemptsPerWindow * 5 }),
      env.coreUrl,
      env.legacyTimeoutMs,
    ),
  );
  app.use('/api/home', homeRouter(home));
  app.use('/api/commission', commissionRouter(commissionService(commissionLegacy(core))));
  app.use(
    '/api/forms',
    formsRouter(
      formsService(formsLegacy(core), redis, env.cacheTtlSeconds),
      env.coreUrl,
      env.legacyTimeoutMs,
    ),
  );
  app.use('/api', accessLogRouter(shell));
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
  app.use(errorHandler(redis));
  return app;
}
