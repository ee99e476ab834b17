import { Router } from 'express';
import { route } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { HomeService } from './home.service';

/** /api/home/*: the home page's data (logged in). */
export function homeRouter(home: HomeService): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/license',
    route('get', '/api/home/license', (ctx) => home.license(ctx)),
  );
  router.get(
    '/announcements',
    route('get', '/api/home/announcements', (ctx) => home.announcements(ctx)),
  );
  router.get(
    '/pending-proposals',
    route('get', '/api/home/pending-proposals', (ctx) => home.pendingProposals(ctx)),
  );
  return router;
}

/** POST /api/auth/role/switch {branCode, roleCode}: the home page's role change (logged in). */
export function roleSwitchRouter(home: HomeService): Router {
  const router = Router();
  router.post(
    '/role/switch',
    requireLogin,
    route('post', '/api/auth/role/switch', (ctx, { body }) =>
      home.switchRole(ctx, body.branCode, body.roleCode),
    ),
  );
  return router;
}
