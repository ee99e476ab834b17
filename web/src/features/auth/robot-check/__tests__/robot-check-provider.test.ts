import { describe, expect, it } from 'vitest';
import { shellMessages } from '@agent-portal/contracts/messages';
import {
  robotCheckFailureOf,
  robotCheckReducer,
  unavailableRobotCheck,
  type RobotCheckState,
} from '../robot-check-provider';

const loading: RobotCheckState = { mode: 'loading' };
const robot = robotCheckReducer(loading, { type: 'loaded', available: true });
const ticked = robotCheckReducer(robot, { type: 'token', token: 't' });

describe('robotCheckReducer', () => {
  it('an unavailable provider means the typed captcha without a notice', () => {
    expect(robotCheckReducer(loading, { type: 'loaded', available: false })).toEqual({
      mode: 'captcha',
      notice: null,
    });
  });

  it('an available provider waits for a tick; the tick carries the token', () => {
    expect(robot).toEqual({ mode: 'robot', token: null, round: 0, notice: null });
    expect(ticked).toEqual({ mode: 'robot', token: 't', round: 0, notice: null });
  });

  it('a vendor error falls back to the typed captcha with its message', () => {
    expect(robotCheckReducer(ticked, { type: 'failure', failure: 'error' })).toEqual({
      mode: 'captcha',
      notice: shellMessages.RECAPTCHA_ERROR_FALLBACK,
    });
    expect(robotCheckReducer(robot, { type: 'failure', failure: 'param' })).toEqual({
      mode: 'captcha',
      notice: shellMessages.RECAPTCHA_PARAM_ERROR,
    });
  });

  it('an expired check asks for a new tick on a fresh widget; the next tick clears the notice', () => {
    const expired = robotCheckReducer(ticked, { type: 'failure', failure: 'expired' });
    expect(expired).toEqual({
      mode: 'robot',
      token: null,
      round: 1,
      notice: shellMessages.RECAPTCHA_EXPIRED,
    });
    expect(robotCheckReducer(expired, { type: 'token', token: 'u' })).toEqual({
      mode: 'robot',
      token: 'u',
      round: 1,
      notice: null,
    });
  });

  it('a token spent on a refused login needs a new tick on a fresh widget', () => {
    expect(robotCheckReducer(ticked, { type: 'spent' })).toEqual({
      mode: 'robot',
      token: null,
      round: 1,
      notice: null,
    });
  });

  it('the captcha fallback is final; nothing happens before the provider loaded', () => {
    const captcha: RobotCheckState = { mode: 'captcha', notice: null };
    expect(robotCheckReducer(captcha, { type: 'loaded', available: true })).toBe(captcha);
    expect(robotCheckReducer(captcha, { type: 'token', token: 't' })).toBe(captcha);
    expect(robotCheckReducer(loading, { type: 'token', token: 't' })).toBe(loading);
    expect(robotCheckReducer(loading, { type: 'spent' })).toBe(loading);
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
