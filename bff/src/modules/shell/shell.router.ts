import { Router } from 'express';
import { route } from '../../common/async-handler';
import { contextOf } from '../../common/http-context';
import { requireLogin } from '../../session/guards';
import type { AccessLogInput, ShellService } from './shell.service';

/** GET /api/public/phone-switch (no login). */
export function shellPublicRouter(shell: ShellService): Router {
  const router = Router();
  router.get(
    '/phone-switch',
    route('get', '/api/public/phone-switch', (ctx) => shell.phoneSwitch(ctx)),
  );
  return router;
}

/** GET /api/common/lms-url (logged in). */
export function shellCommonRouter(shell: ShellService): Router {
  const router = Router();
  router.get(
    '/lms-url',
    requireLogin,
    route('get', '/api/common/lms-url', (ctx) => shell.lmsUrl(ctx)),
  );
  return router;
}

/** POST /api/access-log: 204 at once; the legacy write follows and never surfaces a failure. */
export function accessLogRouter(shell: ShellService): Router {
  const router = Router();
  router.post('/access-log', async (req, res) => {
    const write = await shell.accessLog(contextOf(req), req.body as AccessLogInput);
    res.on('finish', () => void write());
    res.status(204).end();
  });
  return router;
}
