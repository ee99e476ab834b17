import { Router } from 'express';
import { findUser } from '../fixtures/users';
import { ensureSession } from '../middleware/session';
import { state } from '../state';
import { startLogin } from './login-start';

/** Remote login from another system (query from + param → form post); lands on the role pick, no captcha or OTP. */
export const remoteLoginRouter = Router();

/** Reusable demo tickets for manual runs; tests get one-time tickets from POST /__mock/rmw-ticket. */
export const demoTickets: Record<string, string> = {
  'RMW-DEMO-AG00001': 'AG00001',
  'RMW-DEMO-AG00002': 'AG00002',
};
export const REMOTE_SOURCES = ['RMW', 'CRM'];

remoteLoginRouter.post('/rmw/rmwLogin', (req, res) => {
  const session = ensureSession(req, res);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const from = typeof body.from === 'string' ? body.from : '';
  const param = typeof body.param === 'string' ? body.param : '';
  const userCode = demoTickets[param] ?? state.rmwTickets.get(param);
  state.rmwTickets.delete(param);
  const user = userCode ? findUser(userCode) : undefined;
  if (!REMOTE_SOURCES.includes(from) || !user) {
    res.status(401).json({ message: '遠端登入驗證失敗，請重新登入' });
    return;
  }
  startLogin(res, session, user, 'role');
});
