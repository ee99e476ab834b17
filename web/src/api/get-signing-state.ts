import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type SigningState = components['schemas']['SigningState'];

/** The SWR key of a case's signing state: the signature panel reads it, n8's load preloads it (one request). */
export const signingStateKey = (transCode: string) => ['signing', transCode] as const;

/** The signers, documents and blocks of a case, with what is signed (spec 2 §2.9). */
export const getSigningState = (transCode: string): Promise<SigningState> =>
  unwrap(apiClient.GET('/api/proposals/{transCode}/signing', { params: { path: { transCode } } }));

/** The signing state through SWR: the signature panel, its status row and the jump button share it. */
export function useSigningState(transCode: string | undefined) {
  return useSWR(transCode ? signingStateKey(transCode) : null, ([, code]) => getSigningState(code));
}
