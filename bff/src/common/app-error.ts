import { errorMessages, type ErrorCode } from '@agent-portal/contracts/messages';
import type { components } from '@agent-portal/contracts/generated/bff';

/** An error with the HTTP status and code the BFF answers with; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly details?: string[],
    /** Response headers that go with the envelope (e.g. Retry-After on 429). */
    readonly headers?: Record<string, string>,
    /** The envelope's further members bff.yaml names (e.g. `conflict` with 409 DRAFT_CONFLICT). */
    readonly fields?: ErrorFields,
  ) {
    super(message ?? (errorMessages as Record<string, string>)[code] ?? code);
    this.name = 'AppError';
  }
}

/** The core answered 401: its session is gone, and with it this browser session's login. */
export class CoreSessionGone extends AppError {
  constructor() {
    super(401, 'UNAUTHORIZED');
    this.name = 'CoreSessionGone';
  }
}

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
/** The members of the envelope's `error` beyond the ones every refusal has. */
export type ErrorFields = Omit<
  ErrorEnvelope['error'],
  'code' | 'status' | 'message' | 'timestamp' | 'requestId' | 'details'
>;

/** The error envelope; `requestId` is the BFF's id of the request, so support can find its log line. */
export function envelope(
  requestId: string,
  status: number,
  code: string,
  message: string,
  details?: string[],
  fields?: ErrorFields,
): ErrorEnvelope {
  return {
    error: {
      code,
      status,
      message,
      timestamp: new Date().toISOString(),
      requestId,
      ...(details?.length ? { details } : {}),
      ...fields,
    },
  };
}
