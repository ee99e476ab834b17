import { Router, type RequestHandler } from 'express';
import type { SessionTimeService } from './session-time.service';

/** The one path the session middleware must not see: reading the remaining time must not slide the session. */
export const SESSION_PEEK_PATH = '/api/auth/session';

/** Runs `sessionMiddleware` for every request except GET /api/auth/session. */
export function exceptSessionPeek(sessionMiddleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' && req.baseUrl + req.path === SESSION_PEEK_PATH) return next();
    return sessionMiddleware(req, res, next);
  };
}

/** GET /api/auth/session → {remainingSeconds}; 401 when the session is gone or the login is not complete. */
export function sessionTimeRouter(sessionTime: SessionTimeService): Router {
  const router = Router();
  // No service context here: the session middleware did not run (see exceptSessionPeek).
  router.get('/session', async (req, res) => {
    res.json(await sessionTime.remaining(req.headers.cookie));
  });
  return router;
}
