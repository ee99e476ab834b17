import type { SessionAccessor } from '../../session/session-accessor';

/** The codes kept per session: a wizard asks one per new draft; older ones were abandoned. */
const KEPT = 20;

/**
 * A code from newTransCode names no case until the first draft save creates it, so the core's search cannot vouch
 * for it: the BFF's own record, kept in the session with the agent it was issued to, does.
 */
export function rememberIssued(session: SessionAccessor, userCode: string, transCode: string): void {
  const mine = session.get('issuedTransCodes');
  const codes = mine?.userCode === userCode ? mine.codes.filter((c) => c !== transCode) : [];
  session.set('issuedTransCodes', { userCode, codes: [...codes, transCode].slice(-KEPT) });
}

/** The core issued this code to this agent in this session. */
export function wasIssued(session: SessionAccessor, userCode: string, transCode: string): boolean {
  const mine = session.get('issuedTransCodes');
  return !!userCode && mine?.userCode === userCode && mine.codes.includes(transCode);
}
