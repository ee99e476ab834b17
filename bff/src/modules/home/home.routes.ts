import { guarded, route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import type { HomeService } from './home.service';

/** /api/home/*: the home page's data (logged in). */
export function homeRoutes(home: HomeService): RouteDeclaration[] {
  return guarded(
    [requireLogin],
    [
      route('get', '/api/home/license', (ctx) => home.license(ctx)),
      route('get', '/api/home/announcements', (ctx) => home.announcements(ctx)),
      route('get', '/api/home/pending-proposals', (ctx) => home.pendingProposals(ctx)),
    ],
  );
}
