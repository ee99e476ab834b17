/**
 * What the login page does with a refused login (spec 1, section 8):
 * 516 and every other error show the message; 517 shows it and forces the reset dialog; 518 asks, then opens
 * the dialog; 519 asks: yes opens the dialog, no mails an expiry notice and logs in with the old password.
 */
export type Refusal = 'message' | 'message-then-reset' | 'confirm-reset' | 'confirm-reset-or-keep';

export function decideRefusal(code: string): Refusal {
  switch (code) {
    case 'PASSWORD_RESET_REQUIRED':
      return 'message-then-reset';
    case 'PASSWORD_RESET_SUGGESTED':
      return 'confirm-reset';
    case 'PASSWORD_EXPIRED':
      return 'confirm-reset-or-keep';
    default:
      return 'message';
  }
}
