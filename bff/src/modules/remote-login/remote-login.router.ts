import { Router } from 'express';
import { json } from '../../common/async-handler';
import type { RemoteLoginService } from './remote-login.service';

/** POST /api/auth/remote {from, param} → the login step result (bff.yaml validates the body). */
export function remoteLoginRouter(remote: RemoteLoginService): Router {
  const router = Router();
  router.post(
    '/remote',
    json((req, res) => remote.login(req, res, req.body.from as string, req.body.param as string)),
  );
  return router;
}
