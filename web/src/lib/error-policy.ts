import type { ErrorBody } from './api-error';
import { formatDateTime } from './dayjs';

/**
 * What the portal does with a failed call (spec 1, section 8). Pure: the api client applies the action. The
 * policy travels with each call (`api({ errors })` in the feature's api file):
 * - `inline`: the caller shows the message itself (login steps, dialogs): no alert, no reload, no redirect.
 * - `silent`: background calls whose failure the user must not see (version poll, access log, phone switch).
 * - `default`: the global catalogue.
 */
export type ErrorPolicy = 'default' | 'inline' | 'silent';

export type ErrorAction =
  | { kind: 'login-redirect' }
  | { kind: 'inline' }
  | { kind: 'none' }
  | { kind: 'alert'; time: string; message: string; reload: boolean; requestId?: string }
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

/**
 * Legacy account states answered to an ordinary call (spec 1 §8, "treated as statuses"): an alert with the
 * BFF's message (517: the core's own message; 516, 519: the maintenance notice), then the page reloads.
 * 518 (PASSWORD_RESET_SUGGESTED) shows nothing and does not reload.
 */
const ACCOUNT_STATE_CODES: ReadonlySet<string> = new Set([
  'LOGIN_REJECTED',
  'PASSWORD_RESET_REQUIRED',
  'PASSWORD_EXPIRED',
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

export function decideErrorAction(error: ErrorBody, policy: ErrorPolicy): ErrorAction {
  if (policy === 'inline') return { kind: 'inline' };
  if (policy === 'silent') return { kind: 'none' };
  if (error.status === 401) return { kind: 'login-redirect' };
  // 518 (reset suggested) shows no alert and does not reload.
  if (error.code === 'PASSWORD_RESET_SUGGESTED') return { kind: 'none' };
  const time = formatDateTime(error.timestamp);
  if (error.code === 'LEGACY_NOTICE') return { kind: 'notice', time, message: error.message };
  const reload = RELOADING_CODES.has(error.code) || ACCOUNT_STATE_CODES.has(error.code);
  const alert = { kind: 'alert', time, message: error.message, reload } as const;
  return error.requestId ? { ...alert, requestId: error.requestId } : alert;
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
