import { loginSchema, otpSchema, otpSendSchema } from '@agent-portal/contracts/validation';
import { validateBody } from '../../common/validate';
import { route, type RouteDeclaration } from '../../http/route';
import { requireLogin } from '../../session/guards';
import { sessionOf } from '../../session/session';
import { CAPTCHA_PATH } from './auth.legacy';
import type { AuthService } from './auth.service';

/** /api/auth: the login steps, the user, keepalive and logout. */
export function authRoutes(auth: AuthService): RouteDeclaration[] {
  return [
    // The captcha image streams from the core; fetching it opens the legacy session of this browser session.
    route('get', '/api/auth/captcha', async () => ({ stream: CAPTCHA_PATH })),
    route('post', '/api/auth/login', (ctx, { body }) => auth.login(ctx, body), [validateBody(loginSchema)]),
    route('post', '/api/auth/otp', (ctx, { body }) => auth.sendOtp(ctx, body.sendTypeCode), [
      validateBody(otpSendSchema, (req) => ({ mobileYn: sessionOf(req).get('auth')?.mobileYn })),
    ]),
    route('post', '/api/auth/otp/verify', (ctx, { body }) => auth.verifyOtp(ctx, body.otpCode), [
      validateBody(otpSchema),
    ]),
    route('get', '/api/auth/roles', (ctx) => auth.roles(ctx)),
    route('post', '/api/auth/role', (ctx, { body }) => auth.pickRole(ctx, body.branCode, body.roleCode)),
    route('get', '/api/auth/me', (ctx) => auth.me(ctx), [requireLogin]),
    route('post', '/api/auth/keepalive', (ctx) => auth.keepalive(ctx), [requireLogin]),
    // The session layer clears the cookie of a destroyed session (with the attributes it was set with): 204.
    route('post', '/api/auth/logout', (ctx, { query }) => auth.logout(ctx, query.isWait === 'Y' ? 'Y' : 'N')),
  ];
}
