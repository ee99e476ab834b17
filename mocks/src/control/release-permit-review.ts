import { Router } from 'express';
import { state } from '../state';
import { route } from './contract';

/**
 * PUT /__mock/release-permits/review {cusIdn, status A|R, returnDesc?}: the reviewer's decision on the newest
 * application under review (P) for the ID (the review itself is outside the portal).
 */
export const releasePermitReviewControl = Router();

route(releasePermitReviewControl, 'put', '/__mock/release-permits/review', (req, res) => {
  const b = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const status = b.status === 'A' || b.status === 'R' ? b.status : undefined;
  if (!status) return res.status(400).json({ message: 'status A or R required' });
  const pending = state.releasePermits
    .filter((p) => p.cusIdn === String(b.cusIdn ?? '').toUpperCase() && p.status === 'P')
    .sort((a, c) => c.createDt.localeCompare(a.createDt))[0];
  if (!pending) return res.status(404).json({ message: 'no application under review for that ID' });
  pending.status = status;
  pending.returnDesc = status === 'R' ? String(b.returnDesc ?? '') : '';
  res.json({ cusIdn: pending.cusIdn, status: pending.status, returnDesc: pending.returnDesc });
});
