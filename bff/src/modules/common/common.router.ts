import { Router } from 'express';
import { route, sessionlessRoute } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { CommonService } from './common.service';

/** /api/common: shared data of a logged-in user. */
export function commonRouter(common: CommonService): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/codes',
    route('get', '/api/common/codes', (ctx, { query }) => common.codes(ctx, query.codeType)),
  );
  router.get(
    '/parameters',
    route('get', '/api/common/parameters', (ctx) => common.shared(ctx, 'parameters')),
  );
  router.get(
    '/countries',
    route('get', '/api/common/countries', (ctx) => common.shared(ctx, 'countries')),
  );
  router.get(
    '/jobs',
    route('get', '/api/common/jobs', (ctx) => common.shared(ctx, 'jobs')),
  );
  router.get(
    '/cities',
    route('get', '/api/common/cities', (ctx) => common.shared(ctx, 'cities')),
  );
  router.get(
    '/companies',
    route('get', '/api/common/companies', (ctx) => common.shared(ctx, 'companies')),
  );
  router.get(
    '/timer-range',
    route('get', '/api/common/timer-range', (ctx) => common.shared(ctx, 'timer-range')),
  );
  router.get(
    '/roads',
    route('get', '/api/common/roads', (ctx, { query }) => common.roads(ctx, query.cityName, query.areaName)),
  );
  router.get(
    '/menu',
    route('get', '/api/common/menu', (ctx) => common.menu(ctx)),
  );
  router.get(
    '/work-time',
    route('get', '/api/common/work-time', (ctx) => common.workTime(ctx)),
  );
  return router;
}

/** /api/public/version: the core's version (no login, no session: session/sessionless-paths.ts). */
export function publicRouter(common: CommonService): Router {
  const router = Router();
  router.get(
    '/version',
    sessionlessRoute('get', '/api/public/version', (scope) => common.version(scope)),
  );
  return router;
}
