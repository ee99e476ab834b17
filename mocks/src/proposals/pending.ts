import { PENDING_POLICY_STATES } from '@agent-portal/contracts/constants';
import { proposalsOf, toRow } from './store';

const PENDING = new Set<string>(PENDING_POLICY_STATES);

/** The home cards (spec 1): the agent's own cases in N, O, S, U from the store, newest change first. */
export function pendingPolicies(userCode: string) {
  return proposalsOf(userCode)
    .filter((p) => PENDING.has(p.polState))
    .sort((a, z) => z.modifyDt.localeCompare(a.modifyDt))
    .map(toRow)
    .map(({ transCode, oCusName, modifyDt, polStateName, insAcceptNo, polState }) => ({
      transCode,
      oCusName,
      modifyDt,
      polStateName,
      insAcceptNo,
      polState,
    }));
}
