import type { ErrorBody } from './api-error';
import { formatDateTime } from './dayjs';

/**
 * What the portal does with a failed call (spec 1, section 8). Pure: the api client applies the action.
 * - `login`: the calls of the login steps; their form shows the message itself (no alert, no reload).
 * - `silent`: background calls whose failure the user must not see (version poll, access log, unload logout).
 * - `default`: everything else.
 */
export type ErrorContext = 'default' | 'login' | 'silent';

export type ErrorAction =
  | { kind: 'login-redirect' }
  | { kind: 'inline' }
  | { kind: 'none' }
  | { kind: 'alert'; time: string; message: string; reload: boolean }
  | { kind: 'notice'; time: string; message: string };

/** Codes of the global catalogue: an alert with the time, then the page reloads. */
export const RELOADING_CODES: ReadonlySet<string> = new Set([
  'BAD_REQUEST',
  'NOT_FOUND',
  'SERVER_BUSY',
  'CORE_TIMEOUT',
  'MAINTENANCE',
  'NO_RESPONSE',
  'SESSION_STORE_DOWN',
  'VALIDATION_FAILED',
]);

export const NOTICE_INTERVAL_MS = 5000;

/**
 * The text of an error shown inside a form (the login steps): a catalogue error keeps its time, as every global
 * response error does (spec 1 §8); a form's own refusals (wrong captcha, 516…) read as the core wrote them.
 */
export function inlineErrorText(error: { code: string; message: string; timestamp?: string }): string {
  if (error.code === 'VALIDATION_FAILED' || !RELOADING_CODES.has(error.code)) return error.message;
  return `${formatDateTime(error.timestamp ?? Date.now())} ${error.message}`;
}

export function decideErrorAction(error: ErrorBody, context: ErrorContext): ErrorAction {
  if (context === 'login') return { kind: 'inline' };
  if (context === 'silent') return { kind: 'none' };
  if (error.status === 401) return { kind: 'login-redirect' };
  // 518 (reset suggested) shows no alert and does not reload.
  if (error.code === 'PASSWORD_RESET_SUGGESTED') return { kind: 'none' };
  const time = formatDateTime(error.timestamp);
  if (error.code === 'LEGACY_NOTICE') return { kind: 'notice', time, message: error.message };
  return { kind: 'alert', time, message: error.message, reload: RELOADING_CODES.has(error.code) };
}

/** A gate that lets one notice through per interval (449 notices arrive in bursts). */
export function createThrottle(intervalMs: number = NOTICE_INTERVAL_MS): (nowMs: number) => boolean {
  let last: number | undefined;
  return (nowMs) => {
    if (last !== undefined && nowMs - last < intervalMs) return false;
    last = nowMs;
    return true;
  };
}
