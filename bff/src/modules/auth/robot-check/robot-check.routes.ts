import { route, type RouteDeclaration } from '../../../http/route';
import type { RobotCheckService } from './robot-check.service';

/** GET /api/auth/robot-check (public): `{available, siteKey?}` for the login page. */
export function robotCheckRoutes(robotCheck: RobotCheckService): RouteDeclaration[] {
  return [route('get', '/api/auth/robot-check', (ctx) => robotCheck.availability(ctx))];
}
