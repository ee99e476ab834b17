import { Router } from 'express';
import {
  loginSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
} from '@agent-portal/contracts/validation';
import { route } from '../../common/async-handler';
import { validateBody } from '../../common/validate';
import type { PasswordService } from './password.service';

const otpOnly = resetPasswordSchema.pick(['otpCode']);
const userCodeOnly = loginSchema.pick(['userCode']);

/** /api/auth/password/*: public, but inside the browser session (the reset state lives there). */
export function passwordRouter(password: PasswordService): Router {
  const router = Router();
  router.post(
    '/verify',
    validateBody(resetPasswordRequestSchema),
    route('post', '/api/auth/password/verify', (ctx, { body }) => password.verify(ctx, body)),
  );
  router.post(
    '/otp',
    route('post', '/api/auth/password/otp', (ctx) => password.sendOtp(ctx)),
  );
  router.post(
    '/reset',
    validateBody(otpOnly),
    route('post', '/api/auth/password/reset', (ctx, { body }) => password.reset(ctx, body.otpCode)),
  );
  router.post(
    '/expiry-mail',
    validateBody(userCodeOnly),
    route('post', '/api/auth/password/expiry-mail', (ctx, { body }) =>
      password.expiryMail(ctx, body.userCode),
    ),
  );
  return router;
}
