import { brokerFormDraftSchema, brokerFormSchema } from '@agent-portal/contracts/validation';
import { Router, type Request } from 'express';
import { ymdHms } from '../lib/dates';
import { loggedIn } from '../middleware/session';
import { proposalFor, proposalMessages as msg, touch } from '../proposals/store';
import { now, state } from '../state';

/**
 * The broker form of n9 (INS_S9 / REMOTE_S7; assumed paths and shape): one per case, editable in N, S and O.
 * saveType T keeps what was typed (the autosave, as the other steps' status T); S validates it and keeps it final.
 */
export const brokerFormRouter = Router();

export interface BrokerFormRecord {
  recommendReason: string;
  explainedYn: 'Y' | 'N';
  savedAt: string;
  status: 'T' | 'S';
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
      status: saved?.status ?? null,
    });
  }),
);

/** A temporary save: contracts' draft schema (nothing required, the reason within its length). */
function temporary(body: Record<string, unknown>): Omit<BrokerFormRecord, 'savedAt' | 'status'> | string {
  try {
    const form = brokerFormDraftSchema.validateSync(body, { stripUnknown: true });
    return { recommendReason: form.recommendReason, explainedYn: form.explainedYn === 'Y' ? 'Y' : 'N' };
  } catch (err) {
    return (err as Error).message;
  }
}

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
    const savedAt = ymdHms(new Date(now()));
    if (body.saveType === 'T') {
      const form = temporary(body);
      if (typeof form === 'string') return res.json({ status: 'E', message: form });
      state.brokerForms.set(p.transCode, { ...form, savedAt, status: 'T' });
      touch(p);
      return res.json({ status: 'S', message: msg.TEMP_SAVED });
    }
    let form;
    try {
      form = brokerFormSchema.validateSync(body, { stripUnknown: true });
    } catch (err) {
      return res.json({ status: 'E', message: (err as Error).message });
    }
    state.brokerForms.set(p.transCode, {
      recommendReason: form.recommendReason,
      explainedYn: 'Y',
      savedAt,
      status: 'S',
    });
    touch(p);
    res.json({ status: 'S', message: msg.SAVED });
  }),
);
