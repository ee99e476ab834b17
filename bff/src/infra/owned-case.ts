import type { components } from '@agent-portal/contracts/generated/legacy';

/** The agent, as the core answered (modules/proposals/agent-facts.ts reads it). */
export interface AgentFacts {
  userCode: string;
  carryYn: 'Y' | 'N';
  /** pirYn and mecYn Y (spec 1 §6): may build proposals. */
  canCreate: boolean;
}

/**
 * The case a request's `{transCode}` names, loaded once for the session's agent by the ownership guard
 * (modules/proposals/case-ownership.ts) before any module runs; services that need the case read it from the
 * request context instead of asking the core again.
 */
export interface OwnedCase {
  transCode: string;
  /** The agent, as the core answered (its carryYn went with the search). */
  user: AgentFacts;
  /** The row of the core's search; null for a code the core issued to this agent in this session, not saved yet. */
  row: components['schemas']['ProposalRow'] | null;
}

declare module 'http' {
  interface IncomingMessage {
    /** Set by the ownership guard for an operation whose bff.yaml path has `{transCode}`. */
    ownedCase?: OwnedCase;
  }
}
