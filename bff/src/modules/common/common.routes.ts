import { guarded, route, sessionlessRoute, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import type { CommonService } from './common.service';

/** /api/common: shared data of a logged-in user. */
export function commonRoutes(common: CommonService): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/common/codes', (ctx, { query }) => common.codes(ctx, query.codeType)),
      route('get', '/api/common/parameters', (ctx) => common.shared(ctx, 'parameters')),
      route('get', '/api/common/countries', (ctx) => common.shared(ctx, 'countries')),
      route('get', '/api/common/jobs', (ctx) => common.shared(ctx, 'jobs')),
      route('get', '/api/common/cities', (ctx) => common.shared(ctx, 'cities')),
      route('get', '/api/common/companies', (ctx) => common.shared(ctx, 'companies')),
      route('get', '/api/common/timer-range', (ctx) => common.shared(ctx, 'timer-range')),
      route('get', '/api/common/roads', (ctx, { query }) =>
        common.roads(ctx, query.cityName, query.areaName),
      ),
      route('get', '/api/common/menu', (ctx) => common.menu(ctx)),
      route('get', '/api/common/work-time', (ctx) => common.workTime(ctx)),
    ],
  );
}

/** /api/public/version: the core's version (no login, no session: session/sessionless-paths.ts). */
export function publicRoutes(common: CommonService): RouteDeclaration[] {
  return [sessionlessRoute('get', '/api/public/version', (scope) => common.version(scope))];
}
