import { Router } from 'express';
import { state } from '../state';
import { route } from './contract';

/**
 * PUT /__mock/written-facts {transCode, insureAgeO?, insureAgeI?, plResult?}: the facts the written analysis of a
 * case reads (the customers' insurance ages, the cancellation/policy-loan result), over those derived from the
 * proposal store; tests use it to fire the high-age and call-check rules on any case.
 */
export const writtenFactsControl = Router();

route(writtenFactsControl, 'put', '/__mock/written-facts', (req, res) => {
  const b = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const transCode = typeof b.transCode === 'string' ? b.transCode : '';
  if (!transCode) return res.status(400).json({ message: 'transCode required' });
  const age = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
  const facts = {
    ...(age(b.insureAgeO) !== undefined && { insureAgeO: age(b.insureAgeO) }),
    ...(age(b.insureAgeI) !== undefined && { insureAgeI: age(b.insureAgeI) }),
    ...((b.plResult === 'yes' || b.plResult === 'no') && { plResult: b.plResult as 'yes' | 'no' }),
  };
  state.writtenFacts.set(transCode, facts);
  res.json(facts);
});
