import { describe, expect, it } from 'vitest';
import { decideRefusal } from '../login-refusal';

describe('decideRefusal', () => {
  it.each([
    ['LOGIN_REJECTED', 'message'],
    ['LOGIN_FAILED', 'message'],
    ['CAPTCHA_WRONG', 'message'],
    ['PASSWORD_RESET_REQUIRED', 'message-then-reset'],
    ['PASSWORD_RESET_SUGGESTED', 'confirm-reset'],
    ['PASSWORD_EXPIRED', 'confirm-reset-or-keep'],
    ['RECAPTCHA_FALLBACK', 'robot-check'],
    ['RECAPTCHA_EXPIRED', 'robot-check'],
    ['RECAPTCHA_PARAM', 'robot-check'],
  ])('%s → %s', (code, expected) => {
    expect(decideRefusal(code)).toBe(expected);
  });
});
