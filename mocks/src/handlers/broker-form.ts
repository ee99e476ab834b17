import { brokerFormSchema } from '@agent-portal/contracts/validation';
import { Router, type Request } from 'express';
import { ymdHms } from '../lib/dates';
import { loggedIn } from '../middleware/session';
import { proposalFor, proposalMessages as msg, touch } from '../proposals/store';
import { now, state } from '../state';

/** The broker form of n9 (INS_S9 / REMOTE_S7; assumed paths and shape): one per case, editable in N, S and O. */
export const brokerFormRouter = Router();

export interface BrokerFormRecord {
  recommendReason: string;
  explainedYn: 'Y' | 'N';
  savedAt: string;
}

const EDITABLE = new Set(['N', 'S', 'O']);
const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
};

brokerFormRouter.get(
  '/ins/common/brokerForm',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    if (!p) return res.status(404).json({ message: msg.NOT_FOUND });
    const saved = state.brokerForms.get(p.transCode);
    res.json({
      transCode: p.transCode,
      recommendReason: saved?.recommendReason ?? '',
      explainedYn: saved?.explainedYn ?? 'N',
      savedAt: saved?.savedAt ?? null,
    });
  }),
);

brokerFormRouter.post(
  '/ins/common/brokerForm',
  loggedIn((req, res, session) => {
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const p = proposalFor(session.userCode ?? '', body.transCode);
    if (!p) return res.json({ status: 'E', message: msg.NOT_FOUND });
    if (!EDITABLE.has(p.polState)) return res.json({ status: 'E', message: msg.STATE_REFUSED });
    let form;
    try {
      form = brokerFormSchema.validateSync(body, { stripUnknown: true });
    } catch (err) {
      return res.json({ status: 'E', message: (err as Error).message });
    }
    state.brokerForms.set(p.transCode, {
      recommendReason: form.recommendReason,
      explainedYn: 'Y',
      savedAt: ymdHms(new Date(now())),
    });
    touch(p);
    res.json({ status: 'S', message: msg.SAVED });
  }),
);
