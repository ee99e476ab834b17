import type { RequestHandler } from 'express';
import { AppError } from '../common/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every state-changing /api call must carry `X-CSRF: 1` (a header a cross-site form cannot set). */
export const requireCsrfHeader: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method) || req.get('x-csrf') === '1') return next();
  next(new AppError(403, 'CSRF_REQUIRED'));
};

export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
