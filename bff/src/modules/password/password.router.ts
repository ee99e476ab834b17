import { Router } from 'express';
import {
  loginSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
} from '@agent-portal/contracts/validation';
import { json } from '../../common/async-handler';
import { validateBody } from '../../common/validate';
import type { PasswordService, VerifyInput } from './password.service';

const otpOnly = resetPasswordSchema.pick(['otpCode']);
const userCodeOnly = loginSchema.pick(['userCode']);

/** /api/auth/password/*: public, but inside the browser session (the reset state lives there). */
export function passwordRouter(password: PasswordService): Router {
  const router = Router();
  router.post(
    '/verify',
    validateBody(resetPasswordRequestSchema),
    json((req, res) => password.verify(req, res, req.body as VerifyInput)),
  );
  router.post(
    '/otp',
    json((req, res) => password.sendOtp(req, res)),
  );
  router.post(
    '/reset',
    validateBody(otpOnly),
    json((req, res) => password.reset(req, res, req.body.otpCode as string)),
  );
  router.post(
    '/expiry-mail',
    validateBody(userCodeOnly),
    json((req, res) => password.expiryMail(req, res, req.body.userCode as string)),
  );
  return router;
}
