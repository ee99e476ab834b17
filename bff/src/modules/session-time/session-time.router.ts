import { Router } from 'express';
import type { SessionTimeService } from './session-time.service';

/** GET /api/auth/session → {remainingSeconds}; 401 when the session is gone or the login is not complete. */
export function sessionTimeRouter(sessionTime: SessionTimeService): Router {
  const router = Router();
  // No service context here: the session middleware did not run (see session/sessionless-paths.ts).
  router.get('/session', async (req, res) => {
    res.json(await sessionTime.remaining(req.headers.cookie));
  });
  return router;
}
