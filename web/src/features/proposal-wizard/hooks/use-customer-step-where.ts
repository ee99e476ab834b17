import { useContext } from 'react';
import type { components } from '@agent-portal/contracts/generated/bff';
import { WizardContext } from './wizard-context';

export type CustomerStepCode = components['schemas']['CustomerStepCode'];

const CUSTOMER_STEPS: readonly string[] = [
  'INS_S1',
  'INS_S2',
  'INS_S3',
  'REMOTE_S1',
  'REMOTE_S2',
  'REMOTE_S3',
] satisfies CustomerStepCode[];

/** A customer step's code as the BFF takes it (n1-n3), else nothing. */
export const customerStepCode = (stepCode: string | undefined): CustomerStepCode | undefined =>
  stepCode && CUSTOMER_STEPS.includes(stepCode) ? (stepCode as CustomerStepCode) : undefined;

/**
 * Where a customer-data action (ID lookup, address check, SMS, consent, co-solicitation agent) is taken: the open
 * case and its customer step, which the BFF writes in the action's access-log entry (spec 3 §7). Empty outside
 * the wizard (a dialog rendered alone).
 */
export function useCustomerStepWhere(): { transCode?: string; stepCode?: CustomerStepCode } {
  const wizard = useContext(WizardContext);
  const stepCode = customerStepCode(wizard?.stepCode);
  return {
    ...(wizard?.transCode ? { transCode: wizard.transCode } : {}),
    ...(stepCode ? { stepCode } : {}),
  };
}
