import { Router, type RequestHandler } from 'express';
import type { SessionTimeService } from './session-time.service';

/** The one path the session middleware must not see: reading the remaining time must not slide the session. */
export const SESSION_PEEK_PATH = '/api/auth/session';

/** `/api/auth/session/` → `/api/auth/session`: Express's non-strict routes take both to the peek. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Runs `sessionMiddleware` for every request except those to the peek's path, whatever their method (HEAD runs
 * the GET route; any other method answers 404/405 without a session) or trailing slash: none of them slides it.
 */
export function exceptSessionPeek(sessionMiddleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (withoutTrailingSlash(req.baseUrl + req.path) === SESSION_PEEK_PATH) return next();
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
