import type { LogSink } from '../common/logger';
import type { AgentSession, PortalStore } from '../session/session-store';

/** An employee number as the core issues them (bff.yaml's agent filter): what the admin commands accept. */
export const USER_CODE = /^[A-Za-z0-9]{1,12}$/;
/** The longest reason (and operator name) kept in the audit line. */
export const MAX_REASON_CHARS = 200;

/** Who asks for a revocation, and through what: the audit line's `by` and `via`. */
export interface Revoker {
  by: string;
  via: 'cli' | 'http';
  /** The caller's address (the HTTP route). */
  clientIp?: string;
}

export interface Revocation {
  userCode: string;
  revoked: number;
}

/** The live sessions of an agent on every instance (they share Redis), for `sessions list` and the admin route. */
export async function listSessions(store: PortalStore, userCode: string): Promise<AgentSession[]> {
  return store.sessionsOf(userCode);
}

/**
 * Ends every session of an agent on every instance (issue 43 Deliver 4): the agent's next request anywhere finds no
 * session (401, and the SPA goes to the login page). One audit line at warn, `sessions revoked`: who (`by`, `via`,
 * `clientIp`), whom (`userCode`), why (`reason`), how many (`revoked`).
 */
export async function revokeSessions(
  store: PortalStore,
  log: LogSink,
  userCode: string,
  revoker: Revoker,
  reason?: string,
): Promise<Revocation> {
  const revoked = await store.revokeAll(userCode);
  log.warn(
    {
      audit: 'sessions-revoked',
      userCode,
      revoked,
      by: revoker.by,
      via: revoker.via,
      ...(revoker.clientIp === undefined ? {} : { clientIp: revoker.clientIp }),
      reason: reason ?? null,
    },
    'sessions revoked',
  );
  return { userCode, revoked };
}
