import { describe, expect, it } from 'vitest';
import { sessionPhase, timerSettings } from '../session-timer';

describe('timerSettings', () => {
  it('defaults to 1800 s with the reminder at 600 s', () => {
    expect(timerSettings(undefined)).toEqual({ timeout: 1800, remind: 600 });
    expect(timerSettings({ timeout: 0, remindTimeout: -1 })).toEqual({ timeout: 1800, remind: 600 });
  });

  it('takes the timer range, the reminder capped at the timeout', () => {
    expect(timerSettings({ timeout: 20, remindTimeout: 10 })).toEqual({ timeout: 20, remind: 10 });
    expect(timerSettings({ timeout: 300, remindTimeout: 600 })).toEqual({ timeout: 300, remind: 300 });
  });
});

describe('sessionPhase', () => {
  it('is active above the threshold, reminds at or below it, expires at 0', () => {
    expect(sessionPhase(601, 600)).toBe('active');
    expect(sessionPhase(600, 600)).toBe('remind');
    expect(sessionPhase(1, 600)).toBe('remind');
    expect(sessionPhase(0, 600)).toBe('expired');
  });
});
