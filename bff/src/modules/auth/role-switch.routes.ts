import type { BffAnswer } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import { route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';

/** What the role switch needs of the home page's service (modules/home). */
export interface RoleSwitch {
  switchRole(
    ctx: RequestContext,
    branCode: string,
    roleCode: string,
  ): Promise<BffAnswer<'post', '/api/auth/role/switch'>>;
}

/** POST /api/auth/role/switch {branCode, roleCode}: the home page's role change (logged in). */
export function roleSwitchRoutes(home: RoleSwitch): RouteDeclaration[] {
  return [
    route(
      'post',
      '/api/auth/role/switch',
      (ctx, { body }) => home.switchRole(ctx, body.branCode, body.roleCode),
      [requireLogin],
    ),
  ];
}
