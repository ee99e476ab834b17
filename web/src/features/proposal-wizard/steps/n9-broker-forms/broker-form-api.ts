import type { components } from '@agent-portal/contracts/generated/bff';
import { api, apiClient, unwrap } from '@/lib/api-client';

export type BrokerForm = components['schemas']['BrokerForm'];
/** n9's values: the form as the BFF answers it (the schema's fields, when it was saved and whether temporarily). */
export type BrokerFormStepValues = BrokerForm;

/** An autosave's refusal shows on the step's indicator, never as an alert (issue 22 item 5). */
const silent = api({ errors: 'silent' });

export function getBrokerForm(transCode: string): Promise<BrokerForm> {
  return unwrap(apiClient.GET('/api/proposals/{transCode}/broker-form', { params: { path: { transCode } } }));
}

/** 暫存 saves the validated form; the autosave (`temporary`) what was typed, as the core's temporary save. */
export async function postBrokerForm(
  transCode: string,
  body: Pick<BrokerForm, 'recommendReason' | 'explainedYn'> & { temporary?: boolean },
): Promise<void> {
  await unwrap(
    (body.temporary ? silent : apiClient).POST('/api/proposals/{transCode}/broker-form', {
      params: { path: { transCode } },
      body,
    }),
  );
}
