import { route, type RouteDeclaration } from '../../../http/route';
import type { RemoteLoginService } from './remote-login.service';

/** POST /api/auth/remote {from, param} → the login step result (bff.yaml validates the body). */
export function remoteLoginRoutes(remote: RemoteLoginService): RouteDeclaration[] {
  return [route('post', '/api/auth/remote', (ctx, { body }) => remote.login(ctx, body.from, body.param))];
}
