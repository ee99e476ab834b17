import { Router } from 'express';
import { route } from '../../common/async-handler';
import type { RobotCheckService } from './robot-check.service';

/** GET /api/auth/robot-check (public): `{available, siteKey?}` for the login page. */
export function robotCheckRouter(robotCheck: RobotCheckService): Router {
  const router = Router();
  router.get(
    '/robot-check',
    route('get', '/api/auth/robot-check', (ctx) => robotCheck.availability(ctx)),
  );
  return router;
}
