import { useLoad } from '@/lib/use-load';
import { getCustomerContext, type CustomerStepContext } from './customer-steps-api';

/** The customer steps' context (the agent, the parameters CUS_AGREE_YN, REMOTE_NATIVE_YN…), loaded as a screen mounts. */
export function useCustomerContext(): CustomerStepContext | undefined {
  return useLoad(['customer-context'], getCustomerContext).data;
}
