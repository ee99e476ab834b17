import { Router } from 'express';
import { json } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { HomeService } from './home.service';

/** /api/home/*: the home page's data (logged in). */
export function homeRouter(home: HomeService): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/license',
    json((req, res) => home.license(req, res)),
  );
  router.get(
    '/announcements',
    json((req, res) => home.announcements(req, res)),
  );
  router.get(
    '/pending-proposals',
    json((req, res) => home.pendingProposals(req, res)),
  );
  return router;
}

/** POST /api/auth/role/switch {branCode, roleCode}: the home page's role change (logged in). */
export function roleSwitchRouter(home: HomeService): Router {
  const router = Router();
  router.post(
    '/role/switch',
    requireLogin,
    json((req, res) => home.switchRole(req, res, req.body.branCode as string, req.body.roleCode as string)),
  );
  return router;
}
