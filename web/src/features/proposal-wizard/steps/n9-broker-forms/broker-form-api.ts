import useSWR, { mutate } from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { api, apiClient, unwrap } from '@/lib/api-client';

export type BrokerForm = components['schemas']['BrokerForm'];
/** n9's values: the form as the BFF answers it (the schema's fields, when it was saved and whether temporarily). */
export type BrokerFormStepValues = BrokerForm;

/** An autosave's refusal shows on the step's indicator, never as an alert (issue 22 item 5). */
const silent = api({ errors: 'silent' });

export function getBrokerForm(transCode: string, client = apiClient): Promise<BrokerForm> {
  return unwrap(client.GET('/api/proposals/{transCode}/broker-form', { params: { path: { transCode } } }));
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
  // The screen's notice (已儲存 / 已自動暫存) follows the save at once, not only the next visit: the BFF's reading
  // goes to the cache whether the screen is mounted or not (a save as the tab is left). Unread: the notice keeps what
  // it showed (the save itself succeeded).
  void mutate(savedKey(transCode), getBrokerForm(transCode, silent), { revalidate: false }).catch(
    () => undefined,
  );
}

type SavedState = Pick<BrokerForm, 'savedAt' | 'temporary'>;
const savedKey = (transCode: string) =>
  ['/api/proposals/{transCode}/broker-form', transCode, 'saved'] as const;

/** When and how the form was last saved: the loaded values, then the BFF's reading after each save of this case. */
export function useBrokerFormSaved(transCode: string | undefined, loaded: SavedState): SavedState {
  // Read only by the saves above: the step's own load gave the first reading.
  const { data } = useSWR<SavedState>(transCode ? savedKey(transCode) : null, null, {
    revalidateOnMount: false,
    revalidateIfStale: false,
  });
  // The later of the two (a save from another tab shows in the step's own load).
  if (!data || (loaded.savedAt ?? '') > (data.savedAt ?? '')) return loaded;
  return { savedAt: data.savedAt, temporary: data.temporary };
}
