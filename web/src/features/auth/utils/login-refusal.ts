/**
 * What the login page does with a refused login (spec 1, section 8):
 * 516 and every other error show the message; 517 shows it and forces the reset dialog; 518 asks, then opens
 * the dialog; 519 asks: yes opens the dialog, no mails an expiry notice and logs in with the old password.
 * The robot check's refusals (RECAPTCHA_*) are the credentials step's: it shows them with the check or the
 * typed captcha that replaces it.
 */
export type Refusal =
  'message' | 'message-then-reset' | 'confirm-reset' | 'confirm-reset-or-keep' | 'robot-check';

export function decideRefusal(code: string): Refusal {
  switch (code) {
    case 'PASSWORD_RESET_REQUIRED':
      return 'message-then-reset';
    case 'PASSWORD_RESET_SUGGESTED':
      return 'confirm-reset';
    case 'PASSWORD_EXPIRED':
      return 'confirm-reset-or-keep';
    case 'RECAPTCHA_FALLBACK':
    case 'RECAPTCHA_EXPIRED':
    case 'RECAPTCHA_PARAM':
      return 'robot-check';
    default:
      return 'message';
  }
}
