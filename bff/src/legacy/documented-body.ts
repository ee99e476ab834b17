import { AppError } from '../common/app-error';

/**
 * The documented body of a 200 answer, which the contract watch (http/contract-watch.ts) has already held to its
 * legacy.yaml schema: an answer without it (empty, not JSON, another shape) never gets here, it is 502 CORE_CONTRACT.
 * This only says so to the type checker, in one place, instead of a quiet `[]` or `''` per call (issue 42); a
 * client without the watch (none in the app) meets the same 502.
 */
export function documented<T>(body: T | undefined): T {
  if (body === undefined || body === null) throw new AppError(502, 'CORE_CONTRACT');
  return body;
}
