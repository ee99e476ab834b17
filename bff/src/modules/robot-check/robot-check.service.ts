import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { legacyContext } from '../../legacy/context';
import { XSRF_COOKIE } from '../../legacy/cookies';
import type { AuthLegacy } from '../auth/auth.legacy';

export interface RobotCheckAnswer {
  available: boolean;
  siteKey?: string;
}

/**
 * Whether the login page offers the robot check. Public and stateless (no browser or legacy session): the
 * core's POST is sent with a made-up XSRF cookie/header pair. The typed captcha always works, so a core that is
 * switched off, fails or does not answer means "unavailable", never an error.
 */
export function robotCheckService(legacy: Pick<AuthLegacy, 'siteKey'>) {
  return {
    async availability(req: Request, res: Response): Promise<RobotCheckAnswer> {
      const ctx = legacyContext(req, res, { stateless: true });
      ctx.state.cookies[XSRF_COOKIE] = randomBytes(16).toString('hex');
      const siteKey = await legacy.siteKey(ctx).catch((err: unknown) => {
        req.log.warn({ err }, 'robot check site key failed');
        return null;
      });
      return siteKey ? { available: true, siteKey } : { available: false };
    },
  };
}

export type RobotCheckService = ReturnType<typeof robotCheckService>;
