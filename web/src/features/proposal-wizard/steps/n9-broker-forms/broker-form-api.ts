import type { components } from '@agent-portal/contracts/generated/bff';
import { useEffect, useState } from 'react';
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
  // The screen's notice (已儲存 / 已自動暫存) follows the save at once, not only the next visit.
  saves.dispatchEvent(new CustomEvent(SAVED_EVENT, { detail: transCode }));
}

const SAVED_EVENT = 'broker-form-saved';
const saves = new EventTarget();

type SavedState = Pick<BrokerForm, 'savedAt' | 'temporary'>;

/** When and how the form was last saved: the loaded values, then the BFF's reading after each save of this case. */
export function useBrokerFormSaved(transCode: string | undefined, loaded: SavedState): SavedState {
  const [after, setAfter] = useState<SavedState | null>(null);
  useEffect(() => {
    if (!transCode) return undefined;
    let live = true;
    const onSaved = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== transCode) return;
      getBrokerForm(transCode, silent).then(
        (form) => live && setAfter({ savedAt: form.savedAt, temporary: form.temporary }),
        () => undefined, // unread: the notice keeps what it showed (the save itself succeeded)
      );
    };
    saves.addEventListener(SAVED_EVENT, onSaved);
    return () => {
      live = false;
      saves.removeEventListener(SAVED_EVENT, onSaved);
    };
  }, [transCode]);
  return after ?? loaded;
}
