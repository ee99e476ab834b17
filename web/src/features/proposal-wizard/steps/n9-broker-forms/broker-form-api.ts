import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type BrokerForm = components['schemas']['BrokerForm'];
/** n9's values: the form as the BFF answers it (the schema's fields and when it was saved). */
export type BrokerFormStepValues = BrokerForm;

export function getBrokerForm(transCode: string): Promise<BrokerForm> {
  return unwrap(apiClient.GET('/api/proposals/{transCode}/broker-form', { params: { path: { transCode } } }));
}

export async function postBrokerForm(
  transCode: string,
  body: Pick<BrokerForm, 'recommendReason' | 'explainedYn'>,
): Promise<void> {
  await unwrap(
    apiClient.POST('/api/proposals/{transCode}/broker-form', { params: { path: { transCode } }, body }),
  );
}
