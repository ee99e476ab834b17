import { Router } from 'express';
import { loggedIn } from '../middleware/session';
import { queryReleasePermits, toReleasePermitRow, type ReleasePermitQuery } from '../release-permits/store';

/** Take-out (walk-out) applications: the query the ID lookup's carry-out check and the take-out list use. */
export const releasePermitsRouter = Router();

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

releasePermitsRouter.post(
  '/ins/releasePermit/query',
  loggedIn((req, res, session) => {
    const b = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const query: ReleasePermitQuery = {
      cusIdn: text(b.cusIdn),
      status: Array.isArray(b.status)
        ? b.status.filter((s): s is string => typeof s === 'string')
        : undefined,
      startDt: text(b.startDt),
      endDt: text(b.endDt),
      applyStartDt: text(b.applyStartDt),
      applyEndDt: text(b.applyEndDt),
    };
    res.json(queryReleasePermits(session.userCode ?? '', query).map(toReleasePermitRow));
  }),
);
