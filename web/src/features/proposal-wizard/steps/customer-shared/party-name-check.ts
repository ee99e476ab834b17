import type { PartyValues } from '@agent-portal/contracts/validation/customer-data';
import { checkCustomerNames, type NameCheckAnswer } from '../../customer-data';
import { customerStepCode } from '../../hooks/use-customer-step-where';
import type { BeforeNextAlert, StepContext } from '../../registry/types';

/** What 下一步 does with a name/AML check's answer (spec 3 §8, spec 2 §8). */
export interface NameCheckOutcome {
  /** The message to show first (E as an error, M as a warning); none for S. */
  alert: { kind: 'error' | 'warning'; content: string } | null;
  /** E stops: the agent goes back to the proposal list. M and S save and go on. */
  proceed: boolean;
}

export function nameCheckOutcome(answer: Pick<NameCheckAnswer, 'status' | 'message'>): NameCheckOutcome {
  if (answer.status === 'E') return { alert: { kind: 'error', content: answer.message }, proceed: false };
  if (answer.status === 'M') return { alert: { kind: 'warning', content: answer.message }, proceed: true };
  return { alert: null, proceed: true };
}

/**
 * The name/AML check of the party on 下一步 (cusTypeOCheck / cusTypeICheck, spec 3 §4, §8): the BFF runs and
 * records it (the final save proceeds on that record only). The answer when the step goes on, or null when E
 * stopped it (its message shown). A failed check throws (the api client showed why; the agent stays).
 */
export async function checkPartyName(
  ctx: StepContext & { transCode: string },
  values: Pick<PartyValues, 'cusIdn'>,
  cusType: 'O' | 'I',
  alert: BeforeNextAlert,
): Promise<NameCheckAnswer | null> {
  const answer = await checkCustomerNames({
    transCode: ctx.transCode,
    compCode: ctx.compCode,
    ...(customerStepCode(ctx.stepCode) ? { stepCode: customerStepCode(ctx.stepCode) } : {}),
    customers: [{ idn: values.cusIdn, cusType }],
  });
  const outcome = nameCheckOutcome(answer);
  if (outcome.alert) await alert(outcome.alert.kind, outcome.alert.content);
  return outcome.proceed ? answer : null;
}
