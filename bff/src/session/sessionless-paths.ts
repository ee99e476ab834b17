import type { RequestHandler } from 'express';

/**
 * The /api paths the session middleware never sees, whatever their method (HEAD runs the GET route, which
 * the route table serves for HEAD too; any other method
 * answers 404/405 without a session) or trailing slash, so that calling them never slides a session:
 * - the remaining-time peek (`/api/auth/session`), which reads the store itself;
 * - the core's version (`/api/public/version`), polled every 30 s by the login page and every open wizard (spec 1 §4,
 *   spec 2 §8): were it to slide the session, an agent who left a wizard open would never reach the idle timeout.
 */
export const SESSIONLESS_PATHS: ReadonlySet<string> = new Set(['/api/auth/session', '/api/public/version']);

/** `/api/auth/session/` → `/api/auth/session`: Express's non-strict routes take both. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Runs `sessionMiddleware` for every request except those to a path of SESSIONLESS_PATHS. */
export function exceptSessionless(sessionMiddleware: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (SESSIONLESS_PATHS.has(withoutTrailingSlash(req.baseUrl + req.path))) return next();
    return sessionMiddleware(req, res, next);
  };
}
