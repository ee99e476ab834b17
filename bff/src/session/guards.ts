import type { RequestHandler } from 'express';
import { AppError } from '../common/app-error';

/** Data routes need a complete login (password, OTP when enabled, role). A half-finished login grants nothing. */
export const requireLogin: RequestHandler = (req, _res, next) => {
  if (req.session?.auth?.stage === 'done') return next();
  next(new AppError(401, 'UNAUTHORIZED'));
};
