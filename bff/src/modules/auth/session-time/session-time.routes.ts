import { sessionlessRoute, type RouteDeclaration } from '../../../http/route';
import type { SessionTimeService } from './session-time.service';

/** GET /api/auth/session → {remainingSeconds}; 401 when the session is gone or the login is not complete. */
export function sessionTimeRoutes(sessionTime: SessionTimeService): RouteDeclaration[] {
  // No session here: the session layer does not run for this path (see session/sessionless-paths.ts).
  return [
    sessionlessRoute('get', '/api/auth/session', (_scope, { cookie }) => sessionTime.remaining(cookie)),
  ];
}
