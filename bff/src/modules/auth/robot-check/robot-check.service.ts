import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import { sessionless } from '../../../legacy/context';
import type { AuthLegacy } from '../auth.legacy';

/**
 * Whether the login page offers the robot check. Public and session-less. The typed captcha always works, so a
 * core that is switched off, fails or does not answer means "unavailable" (logged), never an error.
 */
export function robotCheckService(legacy: Pick<AuthLegacy, 'siteKey'>) {
  return {
    async availability(ctx: RequestContext): Promise<Schema<'RobotCheck'>> {
      let siteKey: string | null = null;
      try {
        siteKey = await legacy.siteKey(sessionless(ctx));
      } catch (err) {
        ctx.log.warn({ err, reqId: ctx.requestId }, 'robot check site key failed');
      }
      return siteKey ? { available: true, siteKey } : { available: false };
    },
  };
}

export type RobotCheckService = ReturnType<typeof robotCheckService>;
