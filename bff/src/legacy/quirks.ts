import { shellMessages } from '@agent-portal/contracts/messages';
import { accountStateCode } from './legacy-errors';

/**
 * The legacy answer quirks that are results, not errors (the errors: legacy-errors.ts; timeouts: legacy-client.ts).
 * Every module reads them through these helpers, never by hand.
 */

/** A plain-text answer without the quotes some core versions wrap it in (`"Y"`, `"/public/…"`). */
export function plainText(text: string): string {
  return text.trim().replace(/^"|"$/g, '');
}

/** "Empty body means OK" (x-empty-body in legacy.yaml): null when accepted, else the core's refusal text. */
export function emptyMeansOk(text: string): string | null {
  const refusal = plainText(text);
  return refusal === '' ? null : refusal;
}

/** The login's 401 for a wrong captcha or robot-check token, told apart from wrong credentials by its text. */
export function isCaptchaRefusal(body: { message?: string } | undefined): boolean {
  return body?.message?.trim() === shellMessages.CAPTCHA_WRONG;
}

/** verifyLoginOtp's verdict; its error field is misspelt `erorrMsg` by the core. */
export function otpVerdict(body: { verifyYn?: string; erorrMsg?: string } | undefined): {
  verified: boolean;
  errorMsg?: string;
} {
  return { verified: body?.verifyYn === 'Y', errorMsg: body?.erorrMsg };
}

/** The login's account-state refusal, sent as the HTTP status or (some core versions) as a 200 body's errorCode. */
export function loginRefusal(status: number, body: object | undefined): 516 | 517 | 518 | 519 | undefined {
  return accountStateCode(status, body && 'errorCode' in body ? body.errorCode : undefined);
}
