import type { Request, Response } from 'express';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import type { Throttle } from '../../common/throttle';
import { legacyContext } from '../../legacy/context';
import type { AuthLegacy } from '../auth/auth.legacy';
import type { AuthService } from '../auth/auth.service';
import type { RemoteLoginLegacy } from './remote-login.legacy';

/** The remote-login entry: a ticket from another system replaces password and captcha, then the usual role step. */
export function remoteLoginService(
  legacy: RemoteLoginLegacy,
  auth: Pick<AuthService, 'afterPassword'>,
  keys: Pick<AuthLegacy, 'publicKey'>,
  throttle: Throttle,
  limits: { loginAttempts: number },
) {
  return {
    async login(req: Request, res: Response, from: string, param: string) {
      await throttle.hit(`remote:ip:${req.ip}`, limits.loginAttempts * 5);
      // A new login: nothing of an earlier login or legacy session of this browser session carries over.
      delete req.session.auth;
      req.session.legacy = { cookies: {} };
      const ctx = legacyContext(req, res);
      await keys.publicKey(ctx); // opens the legacy session and its XSRF token before the form post
      const { status, body } = await legacy.login(ctx, from, param);
      if (status === 401) {
        throw new AppError(401, 'LOGIN_FAILED', body?.message || shellMessages.REMOTE_LOGIN_FAILED);
      }
      // The ticket names the user only to the core; the user code is learnt from userInfo once a role is picked.
      return auth.afterPassword(req, res, '', body);
    },
  };
}

export type RemoteLoginService = ReturnType<typeof remoteLoginService>;
