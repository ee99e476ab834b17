import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import type { Throttle } from '../../../infra/throttle';
import type { AuthLegacy } from '../auth.legacy';
import type { AuthService } from '../auth.service';
import type { RemoteLoginLegacy } from './remote-login.legacy';

/** The remote-login entry: a ticket from another system replaces password and captcha, then the usual role step. */
export function remoteLoginService(
  legacy: RemoteLoginLegacy,
  auth: Pick<AuthService, 'afterPassword' | 'refuseWhileClosed'>,
  keys: Pick<AuthLegacy, 'publicKey'>,
  throttle: Throttle,
  limits: { ipAttempts: number },
) {
  return {
    async login(ctx: RequestContext, from: string, param: string): Promise<Schema<'LoginResult'>> {
      await throttle.hit(`remote:ip:${ctx.clientIp}`, limits.ipAttempts);
      await auth.refuseWhileClosed(ctx);
      // A new login: nothing of an earlier login or legacy session of this browser session carries over.
      ctx.session.set('auth', undefined);
      ctx.session.set('legacy', { cookies: {} });
      const call = ctx.legacy();
      await keys.publicKey(call); // opens the legacy session and its XSRF token before the form post
      const answer = await legacy.login(call, from, param);
      if (answer.status === 401) {
        throw new AppError(401, 'LOGIN_FAILED', answer.body?.message || shellMessages.REMOTE_LOGIN_FAILED);
      }
      // The ticket names the user only to the core; the user code is learnt from userInfo once a role is picked.
      return auth.afterPassword(ctx, '', answer.body);
    },
  };
}

export type RemoteLoginService = ReturnType<typeof remoteLoginService>;
