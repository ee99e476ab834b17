import { errorMessages, legacyErrorCodes, messageForStatus } from '@agent-portal/contracts/messages';
import { AppError, CoreSessionGone } from '../common/app-error';

/** Parses a legacy body: JSON when it looks like JSON, else the text itself. */
export function parseLegacyBody(text: string): unknown {
  if (!text || !/^[[{]/.test(text.trimStart())) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The error a legacy answer stands for, or null when it is a result: body errorCode 449 (a notice), 401 (session
 * gone), 516-519 sent as the HTTP status or as a 200 body's errorCode, and the status catalogue of spec 1 §8.
 * Shared by reshaped calls and streamed ones.
 */
export function legacyFailure(status: number, body: unknown): AppError | null {
  const { errorCode, message } = (body && typeof body === 'object' ? body : {}) as {
    errorCode?: number;
    message?: string;
  };
  if (errorCode === 449) return new AppError(409, legacyErrorCodes[449], message);
  if (status === 401) return new CoreSessionGone();
  const accountState = accountStateCode(status, errorCode);
  if (accountState) return accountStateFailure(accountState, message);
  const mapped = messageForStatus(status);
  if (!mapped) return null;
  // 408 is not passed on as 408: browsers silently re-send a request answered 408 (POSTs included).
  const httpStatus = status === 408 ? 504 : [400, 404, 500].includes(status) ? status : 502;
  return new AppError(httpStatus, mapped.code, mapped.message);
}

const ACCOUNT_STATES = [516, 517, 518, 519] as const;
type AccountState = (typeof ACCOUNT_STATES)[number];

/** 516-519 as the HTTP status or (some core versions) as a 200 body's errorCode: the same refusal either way. */
export function accountStateCode(status: number, errorCode: unknown): AccountState | undefined {
  return ACCOUNT_STATES.find((c) => c === status || c === errorCode);
}

/**
 * Legacy 516-519 on an ordinary call (spec 1 §8, "treated as statuses"; the login reads them itself): each keeps
 * its own code so the SPA can tell them apart. 517 carries the core's message (the SPA shows it), 518 too (the SPA
 * shows nothing), 516 and 519 the maintenance notice of "other status".
 */
function accountStateFailure(status: AccountState, message: string | undefined): AppError {
  const ownMessage = status === 517 || status === 518 ? message || undefined : undefined;
  return new AppError(409, legacyErrorCodes[status], ownMessage ?? errorMessages.MAINTENANCE);
}
