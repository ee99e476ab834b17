import type { Logger } from 'pino';
import type { CallScope, LegacyContext } from '../legacy/legacy-client';
import type { SessionAccessor } from '../session/session-accessor';

/**
 * What a service gets besides its plain inputs: the session, the caller's identity for throttles and logs, and
 * the legacy call context of this browser session. Built by routers (http-context.ts) or by tests.
 */
export interface RequestContext extends CallScope {
  session: SessionAccessor;
  /** The client address as Express's `trust proxy` resolves it (throttle keys). */
  clientIp: string;
  /** The legacy call context on this browser session's cookie jar (created on first use). */
  legacy(): LegacyContext;
}

export interface ContextParts {
  session: SessionAccessor;
  requestId: string;
  log: Logger;
  clientIp: string;
  onLatency?: (ms: number) => void;
}

export function createContext({
  session,
  requestId,
  log,
  clientIp,
  onLatency,
}: ContextParts): RequestContext {
  return {
    session,
    requestId,
    log,
    clientIp,
    onLatency,
    legacy() {
      let state = session.get('legacy');
      if (!state) {
        state = { cookies: {} };
        session.set('legacy', state);
      }
      return { state, requestId, log, onLatency };
    },
  };
}
