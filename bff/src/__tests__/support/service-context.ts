import pino from 'pino';
import { createContext, type RequestContext } from '../../infra/request-context';
import { memorySession } from '../../session/session-accessor';
import type { PortalSession } from '../../session/session-data';

/** A service context without Express: an in-memory session, a silent logger. */
export function serviceContext(session: PortalSession = {}, clientIp = '127.0.0.1') {
  const memory = memorySession(session);
  const ctx: RequestContext = createContext({
    session: memory,
    requestId: 'unit-test',
    log: pino({ level: 'silent' }),
    clientIp,
  });
  return { ctx, session: memory };
}
