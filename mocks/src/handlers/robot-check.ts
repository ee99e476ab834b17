import { Router } from 'express';
import { ensureSession } from '../middleware/session';
import { state } from '../state';

/** The Google reCAPTCHA robot check as the core offers it; answers follow PUT /__mock/robot-check. */
export const robotCheckRouter = Router();

export const MOCK_SITE_KEY = 'mock-recaptcha-site-key';

type Verdict = { status: 'S' | 'E'; errorType: 'ERROR' | 'EXPIRED' | 'PARAM' | null; message: string };
const refused = (errorType: 'ERROR' | 'EXPIRED' | 'PARAM', googleCode: string): Verdict => ({
  status: 'E',
  errorType,
  message: googleCode,
});

robotCheckRouter.post('/public/adm/com/getGoogleSiteKey', (_req, res) => {
  const enabled = state.robotCheck !== 'unavailable';
  res.json({ siteKey: enabled ? MOCK_SITE_KEY : '', enableYn: enabled ? 'Y' : 'N' });
});

robotCheckRouter.post('/users/googleApiValidator', (req, res) => {
  const session = ensureSession(req, res);
  session.recaptchaToken = null;
  const raw: unknown = (req.body as Record<string, unknown> | undefined)?.recaptchaToken;
  const token = typeof raw === 'string' ? raw.trim() : '';
  let verdict: Verdict;
  switch (state.robotCheck) {
    case 'error':
      verdict = refused('ERROR', 'bad-request');
      break;
    case 'unavailable':
      verdict = refused('ERROR', 'recaptcha-disabled');
      break;
    case 'expired':
      verdict = refused('EXPIRED', 'timeout-or-duplicate');
      break;
    case 'param':
      verdict = refused('PARAM', 'invalid-input-secret');
      break;
    case 'ok':
      if (!token) verdict = refused('PARAM', 'missing-input-response');
      else if (state.usedRecaptchaTokens.has(token)) verdict = refused('EXPIRED', 'timeout-or-duplicate');
      else verdict = { status: 'S', errorType: null, message: 'success' };
      break;
  }
  if (token) state.usedRecaptchaTokens.add(token);
  if (verdict.status === 'S') session.recaptchaToken = token;
  res.json(verdict);
});
