import type { components, paths } from '@agent-portal/contracts/generated/bff';
import { api, unwrap } from '@/lib/api-client';

export type CheckItems = components['schemas']['CheckItems'];
export type CheckItemsSave =
  paths['/api/proposals/{transCode}/check-items']['post']['requestBody']['content']['application/json'];

/** The check items; an errorMsg of the core (409) is alerted by the client and the caller stays put. */
export function getCheckItems(
  transCode: string,
  opts: { fromSearch: boolean; isPreview: boolean },
): Promise<CheckItems> {
  return unwrap(
    api().GET('/api/proposals/{transCode}/check-items', {
      params: {
        path: { transCode },
        query: { fromSearch: opts.fromSearch ? 'Y' : 'N', isPreview: opts.isPreview ? 'Y' : 'N' },
      },
    }),
  );
}

/** An autosave's refusal shows on the step's indicator, never as an alert (issue 22 item 5). */
const silent = api({ errors: 'silent' });

/**
 * Saves them; answers the message to show (送審完成, 暫存完成…). A refusal is alerted by the client, an
 * autosave's (`autosave`) only shown by the step's indicator.
 */
export async function postCheckItems(
  transCode: string,
  body: CheckItemsSave,
  opts: { autosave?: boolean } = {},
): Promise<string> {
  const result = await unwrap(
    (opts.autosave ? silent : api()).POST('/api/proposals/{transCode}/check-items', {
      params: { path: { transCode } },
      body,
    }),
  );
  return result.message;
}
