import { Router } from 'express';
import { FINISH_MODES, RISK_SCORE_MODES } from '../fixtures/aml';
import { state } from '../state';

/**
 * /__mock control of the AML calls: PUT risk-score {mode: 0001|0125|0143|empty|null} forces the AML system's
 * reply; PUT agent-files-finish {mode: error|msg|emailErr|msgCal|null} the finish outcome; PUT no-email
 * {transCode} blanks a case's policyholder e-mail (the remote no-email case).
 */
export const amlControlRouter = Router();

const modeOf = (value: unknown, modes: readonly string[]): string | null | undefined =>
  value === null ? null : typeof value === 'string' && modes.includes(value) ? value : undefined;

amlControlRouter.put('/risk-score', (req, res) => {
  const mode = modeOf((req.body as { mode?: unknown }).mode, RISK_SCORE_MODES);
  if (mode === undefined)
    return res.status(400).json({ message: `mode: ${RISK_SCORE_MODES.join('|')} or null` });
  state.aml.scoreMode = mode;
  res.status(204).end();
});

amlControlRouter.put('/agent-files-finish', (req, res) => {
  const mode = modeOf((req.body as { mode?: unknown }).mode, FINISH_MODES);
  if (mode === undefined) return res.status(400).json({ message: `mode: ${FINISH_MODES.join('|')} or null` });
  state.aml.finishMode = mode;
  res.status(204).end();
});

amlControlRouter.put('/no-email', (req, res) => {
  const p = state.proposals.get(String((req.body as { transCode?: unknown }).transCode));
  if (!p) return res.status(404).json({ message: 'no such case' });
  p.oCusEmail = '';
  res.status(204).end();
});
