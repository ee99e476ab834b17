import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type BrokerForm = components['schemas']['BrokerForm'];

export function getBrokerForm(transCode: string): Promise<BrokerForm> {
  return unwrap(apiClient.GET('/api/proposals/{transCode}/broker-form', { params: { path: { transCode } } }));
}

export async function postBrokerForm(
  transCode: string,
  body: { recommendReason: string; explainedYn: string },
): Promise<void> {
  await unwrap(
    apiClient.POST('/api/proposals/{transCode}/broker-form', { params: { path: { transCode } }, body }),
  );
}
