import { Router } from 'express';
import { loginSchema, otpSchema, otpSendSchema } from '@agent-portal/contracts/validation';
import { route } from '../../common/async-handler';
import { contextOf } from '../../common/http-context';
import { validateBody } from '../../common/validate';
import { legacyProxy } from '../../proxy/legacy-proxy';
import { requireLogin } from '../../session/guards';
import { sessionOf } from '../../session/session-middleware';
import { CAPTCHA_PATH } from './auth.legacy';
import type { AuthService } from './auth.service';

/** /api/auth: the login steps, the user, keepalive and logout. */
export function authRouter(auth: AuthService, coreUrl: string, timeoutMs: number): Router {
  const router = Router();
  // The captcha image streams from the core; fetching it opens the legacy session of this browser session.
  router.get(
    '/captcha',
    legacyProxy(coreUrl, timeoutMs, () => CAPTCHA_PATH),
  );
  router.post(
    '/login',
    validateBody(loginSchema),
    route('post', '/api/auth/login', (ctx, { body }) => auth.login(ctx, body)),
  );
  router.post(
    '/otp',
    validateBody(otpSendSchema, (req) => ({ mobileYn: sessionOf(req).get('auth')?.mobileYn })),
    route('post', '/api/auth/otp', (ctx, { body }) => auth.sendOtp(ctx, body.sendTypeCode)),
  );
  router.post(
    '/otp/verify',
    validateBody(otpSchema),
    route('post', '/api/auth/otp/verify', (ctx, { body }) => auth.verifyOtp(ctx, body.otpCode)),
  );
  router.get(
    '/roles',
    route('get', '/api/auth/roles', (ctx) => auth.roles(ctx)),
  );
  router.post(
    '/role',
    route('post', '/api/auth/role', (ctx, { body }) => auth.pickRole(ctx, body.branCode, body.roleCode)),
  );
  router.get(
    '/me',
    requireLogin,
    route('get', '/api/auth/me', (ctx) => auth.me(ctx)),
  );
  router.post(
    '/keepalive',
    requireLogin,
    route('post', '/api/auth/keepalive', (ctx) => auth.keepalive(ctx)),
  );
  router.post('/logout', async (req, res) => {
    // The session layer clears the cookie of a destroyed session (with the attributes it was set with).
    await auth.logout(contextOf(req), req.query.isWait === 'Y' ? 'Y' : 'N');
    res.status(204).end();
  });
  return router;
}
