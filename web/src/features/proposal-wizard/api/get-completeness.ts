import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { api, apiClient, unwrap } from '@/lib/api-client';

export type Completeness = components['schemas']['Completeness'];

/** The BFF's go/no-go of the case (issue 20): the verdict every jump requires and its lines; fetched when `open`. */
export function useCompleteness(transCode: string | undefined, open: boolean) {
  return useSWR(
    open && transCode ? ['completeness', transCode] : null,
    () =>
      unwrap(
        apiClient.GET('/api/proposals/{transCode}/completeness', {
          params: { path: { transCode: transCode ?? '' } },
        }),
      ),
    { revalidateOnFocus: false, revalidateOnMount: true, dedupingInterval: 0 },
  );
}

/** The verdict read on entering a case, for the tabs' marks (issue 41 item 5): never an alert (a failure leaves them). */
export const getEntryCompleteness = (transCode: string) =>
  unwrap(
    api({ errors: 'silent' }).GET('/api/proposals/{transCode}/completeness', {
      params: { path: { transCode } },
    }),
  );
