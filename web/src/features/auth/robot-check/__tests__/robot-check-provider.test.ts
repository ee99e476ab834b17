import { describe, expect, it } from 'vitest';
import { shellMessages } from '@agent-portal/contracts/messages';
import {
  robotCheckFailureOf,
  robotCheckReducer,
  unavailableRobotCheck,
  type RobotCheckState,
} from '../robot-check-provider';

const loading: RobotCheckState = { mode: 'loading' };

describe('robotCheckReducer', () => {
  it('an unavailable provider means the typed captcha without a notice', () => {
    expect(robotCheckReducer(loading, { type: 'loaded', available: false })).toEqual({
      mode: 'captcha',
      notice: null,
    });
  });

  it('a vendor error falls back to the typed captcha with its message', () => {
    const robot = robotCheckReducer(loading, { type: 'loaded', available: true });
    expect(robotCheckReducer(robot, { type: 'failure', failure: 'error' })).toEqual({
      mode: 'captcha',
      notice: shellMessages.RECAPTCHA_ERROR_FALLBACK,
    });
    expect(robotCheckReducer(robot, { type: 'failure', failure: 'param' })).toEqual({
      mode: 'captcha',
      notice: shellMessages.RECAPTCHA_PARAM_ERROR,
    });
  });

  it('an expired check asks for a new tick; the captcha fallback is final', () => {
    const ticked = robotCheckReducer({ mode: 'robot', token: null }, { type: 'token', token: 't' });
    expect(ticked).toEqual({ mode: 'robot', token: 't' });
    expect(robotCheckReducer(ticked, { type: 'failure', failure: 'expired' })).toEqual({
      mode: 'robot',
      token: null,
    });
    const captcha: RobotCheckState = { mode: 'captcha', notice: null };
    expect(robotCheckReducer(captcha, { type: 'loaded', available: true })).toBe(captcha);
  });

  it('the default provider never loads', async () => {
    await expect(unavailableRobotCheck.load()).resolves.toBe(false);
  });
});

describe('robotCheckFailureOf', () => {
  it('maps the BFF refusals of a token; other codes are not robot-check failures', () => {
    expect(robotCheckFailureOf('RECAPTCHA_FALLBACK')).toBe('error');
    expect(robotCheckFailureOf('RECAPTCHA_EXPIRED')).toBe('expired');
    expect(robotCheckFailureOf('RECAPTCHA_PARAM')).toBe('param');
    expect(robotCheckFailureOf('CAPTCHA_WRONG')).toBeNull();
  });
});
