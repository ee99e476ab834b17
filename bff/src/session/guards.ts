import type { Request, RequestHandler } from 'express';
import { AppError } from '../common/app-error';
import { sessionOf } from './session';

/** A complete login (password, OTP when enabled, role). A half-finished login grants nothing. */
export const isLoggedIn = (req: Request): boolean => req.session?.auth?.stage === 'done';

/** Data routes need a complete login. */
export const requireLogin: RequestHandler = (req, _res, next) => {
  if (isLoggedIn(req)) return next();
  next(new AppError(401, 'UNAUTHORIZED'));
};

/**
 * The core said 401: its session is gone, so this browser session's login means nothing any more. Destroy it, so the
 * SPA's next /api/auth/me also answers 401 and the agent goes to the login page (spec 1 §8) instead of looping.
 */
export async function dropLoginAfterCore401(req: Request): Promise<void> {
  if (req.session?.auth) await sessionOf(req).destroy();
}
