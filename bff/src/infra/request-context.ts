import type { CallScope, LegacyContext, LegacyTiming } from '../legacy/legacy-client';
import type { SessionAccessor } from '../session/session-accessor';
import type { OwnedCase } from './owned-case';
import type { LogSink } from '../common/logger';

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
  /** The case of the request's `{transCode}`, as the ownership guard loaded it (absent elsewhere). */
  readonly ownedCase?: OwnedCase;
}

export interface ContextParts {
  session: SessionAccessor;
  requestId: string;
  traceparent?: string;
  log: LogSink;
  /** The address, or how to find it: asked for only by the throttles and the evidence (`req.ip` walks proxy-addr). */
  clientIp: string | (() => string);
  timing?: LegacyTiming;
  ownedCase?: OwnedCase;
}

/** A class, so that a request's context is one object with its methods on the prototype (no closures per request). */
class SessionContext implements RequestContext {
  readonly session: SessionAccessor;
  readonly requestId: string;
  readonly traceparent: string | undefined;
  readonly log: LogSink;
  private ip: string | (() => string);
  readonly timing: LegacyTiming | undefined;
  readonly ownedCase: OwnedCase | undefined;

  constructor(parts: ContextParts) {
    this.session = parts.session;
    this.requestId = parts.requestId;
    this.traceparent = parts.traceparent;
    this.log = parts.log;
    this.ip = parts.clientIp;
    this.timing = parts.timing;
    this.ownedCase = parts.ownedCase;
  }

  get clientIp(): string {
    if (typeof this.ip === 'function') this.ip = this.ip();
    return this.ip;
  }

  legacy(): LegacyContext {
    let state = this.session.get('legacy');
    if (!state) {
      state = { cookies: {} };
      this.session.set('legacy', state);
    }
    return {
      state,
      requestId: this.requestId,
      traceparent: this.traceparent,
      log: this.log,
      timing: this.timing,
    };
  }
}

export function createContext(parts: ContextParts): RequestContext {
  return new SessionContext(parts);
}
