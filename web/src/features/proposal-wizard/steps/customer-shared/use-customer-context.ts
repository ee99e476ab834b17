import { useStepRulesContext } from '../../hooks/step-rules-context';
import type { CustomerStepContext } from './customer-steps-api';

/**
 * The customer steps' context (the agent, the parameters CUS_AGREE_YN, REMOTE_NATIVE_YN…): the one the step host
 * loaded for the step's rules (`validationContext` spreads it), so a screen's parts load nothing more.
 */
export function useCustomerContext(): CustomerStepContext | undefined {
  return useStepRulesContext() as CustomerStepContext | undefined;
}
