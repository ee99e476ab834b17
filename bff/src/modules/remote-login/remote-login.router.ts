import { Router } from 'express';
import { route } from '../../common/async-handler';
import type { RemoteLoginService } from './remote-login.service';

/** POST /api/auth/remote {from, param} → the login step result (bff.yaml validates the body). */
export function remoteLoginRouter(remote: RemoteLoginService): Router {
  const router = Router();
  router.post(
    '/remote',
    route('post', '/api/auth/remote', (ctx, { body }) => remote.login(ctx, body.from, body.param)),
  );
  return router;
}
