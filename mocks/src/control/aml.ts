import { Router } from 'express';
import { FINISH_MODES, RISK_SCORE_MODES } from '../fixtures/aml';
import { draftOf } from '../proposals/customer-store';
import { state } from '../state';
import { route } from './contract';

/**
 * /__mock control of the AML calls: PUT risk-score {mode: 0001|0125|0143|empty|null} forces the AML system's
 * reply; PUT agent-files-finish {mode: error|msg|emailErr|msgCal|null} the finish outcome; PUT no-email
 * {transCode} blanks a case's policyholder e-mail (the remote no-email case); PUT case-state {transCode, polState,
 * amlPassState?} puts a case into a state (the state rules' tests); PUT policyholder-job {transCode, jobCode} stores
 * the policyholder's occupation as n1's save would; GET aml?transCode= reads a case's AML records (annexes, score,
 * accepted finish).
 */
export const amlControlRouter = Router();

const modeOf = (value: unknown, modes: readonly string[]): string | null | undefined =>
  value === null ? null : typeof value === 'string' && modes.includes(value) ? value : undefined;

route(amlControlRouter, 'put', '/__mock/risk-score', (req, res) => {
  const mode = modeOf((req.body as { mode?: unknown }).mode, RISK_SCORE_MODES);
  if (mode === undefined)
    return res.status(400).json({ message: `mode: ${RISK_SCORE_MODES.join('|')} or null` });
  state.aml.scoreMode = mode;
  res.status(204).end();
});

route(amlControlRouter, 'put', '/__mock/agent-files-finish', (req, res) => {
  const mode = modeOf((req.body as { mode?: unknown }).mode, FINISH_MODES);
  if (mode === undefined) return res.status(400).json({ message: `mode: ${FINISH_MODES.join('|')} or null` });
  state.aml.finishMode = mode;
  res.status(204).end();
});

route(amlControlRouter, 'put', '/__mock/no-email', (req, res) => {
  const p = state.proposals.get(String((req.body as { transCode?: unknown }).transCode));
  if (!p) return res.status(404).json({ message: 'no such case' });
  p.oCusEmail = '';
  res.status(204).end();
});

const POL_STATES = ['N', 'S', 'O', 'P', 'U', 'A', 'R', 'B'];

route(amlControlRouter, 'put', '/__mock/case-state', (req, res) => {
  const b = req.body as { transCode?: unknown; polState?: unknown; amlPassState?: unknown };
  const p = state.proposals.get(String(b.transCode));
  if (!p) return res.status(404).json({ message: 'no such case' });
  if (typeof b.polState !== 'string' || !POL_STATES.includes(b.polState)) {
    return res.status(400).json({ message: `polState: ${POL_STATES.join('|')}` });
  }
  if (b.amlPassState !== undefined && b.amlPassState !== null && typeof b.amlPassState !== 'string') {
    return res.status(400).json({ message: 'amlPassState: a string or null' });
  }
  p.polState = b.polState;
  if (b.amlPassState !== undefined) p.amlPassState = b.amlPassState;
  res.status(204).end();
});

route(amlControlRouter, 'put', '/__mock/policyholder-job', (req, res) => {
  const b = req.body as { transCode?: unknown; jobCode?: unknown };
  const p = state.proposals.get(String(b.transCode));
  if (!p) return res.status(404).json({ message: 'no such case' });
  if (typeof b.jobCode !== 'string') return res.status(400).json({ message: 'jobCode: a string' });
  const draft = draftOf(p);
  draft.O = { ...draft.O, cusType: 'O', jobCode: b.jobCode };
  res.status(204).end();
});

route(amlControlRouter, 'get', '/__mock/aml', (req, res) => {
  const transCode = String(req.query.transCode);
  if (!state.proposals.has(transCode)) return res.status(404).json({ message: 'no such case' });
  res.json({
    risk: state.aml.risk.get(transCode) ?? null,
    edd: state.aml.edd.get(transCode) ?? null,
    score: state.aml.scores.get(transCode) ?? null,
    finished: state.aml.finished.has(transCode),
  });
});
