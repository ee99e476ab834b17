import { randomBytes } from 'node:crypto';
import type { CallScope, LegacyContext } from './legacy-client';
import { XSRF_COOKIE } from './cookies';

/**
 * A call outside any legacy session (public pages, shared data): a fresh cookie jar. The core accepts a write
 * without a session when the XSRF cookie and header match, so a pair is made up per call.
 */
export function sessionless(scope: CallScope): LegacyContext {
  return {
    requestId: scope.requestId,
    traceparent: scope.traceparent,
    log: scope.log,
    timing: scope.timing,
    state: { cookies: { [XSRF_COOKIE]: randomBytes(16).toString('hex') } },
  };
}
