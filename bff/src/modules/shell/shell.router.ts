import { Router } from 'express';
import { json } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import type { AccessLogInput, ShellService } from './shell.service';

/** GET /api/public/phone-switch (no login). */
export function shellPublicRouter(shell: ShellService): Router {
  const router = Router();
  router.get(
    '/phone-switch',
    json((req, res) => shell.phoneSwitch(req, res)),
  );
  return router;
}

/** GET /api/common/lms-url (logged in). */
export function shellCommonRouter(shell: ShellService): Router {
  const router = Router();
  router.get(
    '/lms-url',
    requireLogin,
    json((req, res) => shell.lmsUrl(req, res)),
  );
  return router;
}

/** POST /api/access-log: 204 at once; the legacy write follows and never surfaces a failure. */
export function accessLogRouter(shell: ShellService): Router {
  const router = Router();
  router.post('/access-log', async (req, res) => {
    await shell.accessLog(req, res, req.body as AccessLogInput);
    res.status(204).end();
  });
  return router;
}
