import { Router } from 'express';
import { json } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import { legacyProxy } from '../../proxy/legacy-proxy';
import { validateBody } from '../../common/validate';
import { loginSchema, otpSchema, otpSendSchema } from '@agent-portal/contracts/validation';
import type { AuthService, LoginInput } from './auth.service';

export interface SessionCookie {
  name: string;
  options: { httpOnly: boolean; sameSite: 'strict'; path: string; secure: boolean };
}

export function authRouter(
  auth: AuthService,
  coreUrl: string,
  timeoutMs: number,
  cookie: SessionCookie,
): Router {
  const router = Router();
  // The captcha image streams from the core; fetching it opens the legacy session of this browser session.
  router.get(
    '/captcha',
    legacyProxy(coreUrl, timeoutMs, () => '/captcha'),
  );
  router.post(
    '/login',
    validateBody(loginSchema),
    json((req, res) => auth.login(req, res, req.body as LoginInput)),
  );
  router.post(
    '/otp',
    validateBody(otpSendSchema, (req) => ({ mobileYn: req.session.auth?.mobileYn })),
    json((req, res) => auth.sendOtp(req, res, req.body.sendTypeCode)),
  );
  router.post(
    '/otp/verify',
    validateBody(otpSchema),
    json((req, res) => auth.verifyOtp(req, res, req.body.otpCode)),
  );
  router.get(
    '/roles',
    json((req, res) => auth.roles(req, res)),
  );
  router.post(
    '/role',
    json((req, res) => auth.pickRole(req, res, req.body.branCode, req.body.roleCode)),
  );
  router.get(
    '/me',
    requireLogin,
    json((req, res) => auth.me(req, res)),
  );
  router.post(
    '/keepalive',
    requireLogin,
    json((req, res) => auth.keepalive(req, res)),
  );
  router.post('/logout', async (req, res) => {
    await auth.logout(req, res, req.query.isWait === 'Y' ? 'Y' : 'N');
    // Cleared with the attributes it was set with, or browsers keep a __Host- cookie.
    res.clearCookie(cookie.name, cookie.options);
    res.status(204).end();
  });
  return router;
}
