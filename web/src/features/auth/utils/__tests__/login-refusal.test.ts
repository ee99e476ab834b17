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
  ])('%s → %s', (code, expected) => {
    expect(decideRefusal(code)).toBe(expected);
  });
});
