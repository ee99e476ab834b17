import {
  loginSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
} from '@agent-portal/contracts/validation';
import { route, type RouteDeclaration } from '../../../http/route';
import { validateBody } from '../../../common/validate';
import type { PasswordService } from './password.service';

const otpOnly = resetPasswordSchema.pick(['otpCode']);
const userCodeOnly = loginSchema.pick(['userCode']);

/** /api/auth/password/*: public, but inside the browser session (the reset state lives there). */
export function passwordRoutes(password: PasswordService): RouteDeclaration[] {
  return [
    route('post', '/api/auth/password/verify', (ctx, { body }) => password.verify(ctx, body), [
      validateBody(resetPasswordRequestSchema),
    ]),
    route('post', '/api/auth/password/otp', (ctx) => password.sendOtp(ctx)),
    route('post', '/api/auth/password/reset', (ctx, { body }) => password.reset(ctx, body.otpCode), [
      validateBody(otpOnly),
    ]),
    route(
      'post',
      '/api/auth/password/expiry-mail',
      (ctx, { body }) => password.expiryMail(ctx, body.userCode),
      [validateBody(userCodeOnly)],
    ),
  ];
}
