import { legacyErrorCodes, messageForStatus } from '@agent-portal/contracts/messages';
import { AppError } from '../common/app-error';

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
 * gone), and the status catalogue of spec 1 §8. Shared by reshaped calls and streamed ones.
 */
export function legacyFailure(status: number, body: unknown): AppError | null {
  const { errorCode, message } = (body && typeof body === 'object' ? body : {}) as {
    errorCode?: number;
    message?: string;
  };
  if (errorCode === 449) return new AppError(409, legacyErrorCodes[449], message);
  if (status === 401) return new AppError(401, 'UNAUTHORIZED');
  const mapped = messageForStatus(status);
  if (!mapped) return null;
  return new AppError([400, 404, 408, 500].includes(status) ? status : 502, mapped.code, mapped.message);
}
