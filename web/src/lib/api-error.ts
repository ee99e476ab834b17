import type { components } from '@agent-portal/contracts/generated/bff';
import { errorMessages, messageForStatus } from '@agent-portal/contracts/messages';

type EnvelopeError = components['schemas']['ErrorEnvelope']['error'];

/**
 * The `error` member of the BFF's error envelope (bff.yaml `ErrorEnvelope`). `requestId` (the BFF's log line) is
 * missing only when no BFF answered: no response at all, or a proxy's page instead of an envelope.
 */
export type ErrorBody = Omit<EnvelopeError, 'requestId'> & Partial<Pick<EnvelopeError, 'requestId'>>;

/** A failed API call; `body` is the envelope's `error` (or one built from the status). */
export class ApiError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string';
}

const isTime = (v: unknown) => v === null || typeof v === 'string';
/** The two revisions of a 409 DRAFT_CONFLICT (bff.yaml DraftConflict). */
function isConflict(value: unknown): value is NonNullable<ErrorBody['conflict']> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.revision === 'number' &&
    typeof v.latestRevision === 'number' &&
    isTime(v.savedAt) &&
    isTime(v.latestSavedAt)
  );
}

/** The values a refusal names for the form (bff.yaml ErrorBody.fill: field → text, e.g. FINANCE_DIFFERS' 前次). */
function isFill(value: unknown): value is NonNullable<ErrorBody['fill']> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string');
}

/** The envelope's `error`, or, for a body that is not an envelope (a proxy page), one from the status. */
export function toErrorBody(json: unknown, status: number, now: Date): ErrorBody {
  const inner = typeof json === 'object' && json !== null ? (json as { error?: unknown }).error : undefined;
  if (isErrorBody(inner)) {
    return {
      code: inner.code,
      status: typeof inner.status === 'number' ? inner.status : status,
      message: inner.message,
      timestamp: typeof inner.timestamp === 'string' ? inner.timestamp : now.toISOString(),
      ...(typeof inner.requestId === 'string' ? { requestId: inner.requestId } : {}),
      ...(isConflict(inner.conflict) ? { conflict: inner.conflict } : {}),
      ...(isFill(inner.fill) ? { fill: inner.fill } : {}),
    };
  }
  const fallback = messageForStatus(status) ?? { code: 'UNAUTHORIZED', message: '' };
  return { code: fallback.code, status, message: fallback.message, timestamp: now.toISOString() };
}

/** The body of a call that got no answer at all (network down, CORS, aborted connection). */
export function noResponseBody(now: Date): ErrorBody {
  return { code: 'NO_RESPONSE', status: 0, message: errorMessages.NO_RESPONSE, timestamp: now.toISOString() };
}
