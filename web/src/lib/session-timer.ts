/** Session timer defaults when the timer range has none (spec 1, section 9). */
import { SESSION_REMIND_SECONDS, SESSION_TIMEOUT_SECONDS } from '@agent-portal/contracts/constants';

export const DEFAULT_TIMEOUT_SECONDS = SESSION_TIMEOUT_SECONDS;
export const DEFAULT_REMIND_SECONDS = SESSION_REMIND_SECONDS;

export interface TimerSettings {
  timeout: number;
  remind: number;
}

/** The timer range as usable settings: positive whole seconds, the reminder never above the timeout. */
export function timerSettings(range?: { timeout?: number; remindTimeout?: number } | null): TimerSettings {
  const positive = (v: number | undefined, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
  const timeout = positive(range?.timeout, DEFAULT_TIMEOUT_SECONDS);
  const remind = Math.min(positive(range?.remindTimeout, DEFAULT_REMIND_SECONDS), timeout);
  return { timeout, remind };
}

export type SessionPhase = 'active' | 'remind' | 'expired';

/** The reminder shows at or below the threshold; 0 logs out. */
export function sessionPhase(remaining: number, remind: number): SessionPhase {
  if (remaining <= 0) return 'expired';
  return remaining <= remind ? 'remind' : 'active';
}
