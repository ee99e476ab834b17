import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import type { SigningState } from '@/api/get-signing-state';
import { api, apiClient, unwrap } from '@/lib/api-client';

export type { SigningState };
export { useSigningState } from '@/api/get-signing-state';
export type SignBlock = components['schemas']['SignBlock'];
export type Signer = SigningState['signers'][number];
export type SignatureEvidence = components['schemas']['SignatureEvidence'];
export type PreviewRecords = components['schemas']['PreviewRecords'];

/**
 * The record as this signer sees it. Errors are the caller's (文件產出發生異常…): the BFF keeps the bytes' SHA-256 as
 * what the signer was shown.
 */
export async function getSignDocument(
  transCode: string,
  docFid: string,
  cusCode: string,
): Promise<ArrayBuffer> {
  return unwrap(
    api({ errors: 'inline' }).GET('/api/proposals/{transCode}/signing/documents/{docFid}', {
      params: { path: { transCode, docFid }, query: { cusCode } },
      parseAs: 'arrayBuffer',
    }),
  ) as Promise<ArrayBuffer>;
}

/** Stores one signature (PNG data URL); the answer is the new state. Refusals are shown by the caller. */
export function postSignature(transCode: string, recCode: string, image: string): Promise<SigningState> {
  return unwrap(
    api({ errors: 'inline' }).POST('/api/proposals/{transCode}/signing/signatures', {
      params: { path: { transCode } },
      body: { recCode, image },
    }),
  );
}

/** updateToPreview: the core's refusal (a block unsigned) is shown by the caller. */
export async function postSigningComplete(transCode: string): Promise<string> {
  const done = await unwrap(
    api({ errors: 'inline' }).POST('/api/proposals/{transCode}/signing/complete', {
      params: { path: { transCode } },
    }),
  );
  return done.message;
}

export function useEvidence(transCode: string | undefined) {
  return useSWR(transCode ? ['evidence', transCode] : null, () =>
    unwrap(
      apiClient.GET('/api/proposals/{transCode}/evidence', {
        params: { path: { transCode: transCode ?? '' } },
      }),
    ),
  );
}

/** The preview's documents; a failure is shown by the dialog (文件產出發生異常，請聯絡系統管理員。). */
export function usePreviewRecords(transCode: string | undefined) {
  return useSWR(
    transCode ? ['records', transCode] : null,
    () =>
      unwrap(
        api({ errors: 'inline' }).GET('/api/proposals/{transCode}/records', {
          params: { path: { transCode: transCode ?? '' } },
        }),
      ),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
