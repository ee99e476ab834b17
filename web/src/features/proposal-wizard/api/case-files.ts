import type { components } from '@agent-portal/contracts/generated/bff';
import useSWR from 'swr';
import { api, unwrap } from '@/lib/api-client';
import { ApiError, toErrorBody } from '@/lib/api-error';
import { fileNameFromDisposition } from '@/lib/file-name';
import { saveFile } from '@/lib/save-file';

export type CaseFile = components['schemas']['CaseFile'];
export type UploadRules = components['schemas']['UploadRules'];
export type AttachmentsHeader = components['schemas']['AttachmentsHeader'];
export type FileGroup = 'VALIDATE' | 'ATTACH';

export function listFiles(transCode: string, fileGroup: FileGroup): Promise<CaseFile[]> {
  return unwrap(
    api().GET('/api/proposals/{transCode}/files', { params: { path: { transCode }, query: { fileGroup } } }),
  );
}

/** The viewer's address of a stored file (the BFF serves it inline by its real type). */
export const fileUrl = (transCode: string, fileCode: string): string =>
  `/api/proposals/${encodeURIComponent(transCode)}/files/${encodeURIComponent(fileCode)}`;

export async function deleteFile(transCode: string, fileCode: string, stepCode: string): Promise<string> {
  const stepCodes = ['INS_S4', 'INS_S5', 'REMOTE_S4', 'REMOTE_S5'] as const;
  const step = stepCodes.find((s) => s === stepCode) ?? 'INS_S5';
  const result = await unwrap(
    api().DELETE('/api/proposals/{transCode}/files/{fileCode}', {
      params: { path: { transCode, fileCode }, query: { stepCode: step } },
    }),
  );
  return result.message;
}

export async function deleteAttachments(transCode: string): Promise<string> {
  const result = await unwrap(
    api().DELETE('/api/proposals/{transCode}/files', { params: { path: { transCode } } }),
  );
  return result.message;
}

/** n5's header (spec 2 §2.6): the policyholder, the policy info and the policyholder's other submitted cases. */
export function useAttachmentsHeader(transCode: string) {
  return useSWR(transCode ? ['attachments-header', transCode] : null, () =>
    unwrap(api().GET('/api/proposals/{transCode}/attachments', { params: { path: { transCode } } })),
  );
}

/** n5's 下一步: the BFF checks slot B for a BM1 agent, then the core ends the step. */
export async function finishAttachments(transCode: string): Promise<void> {
  await unwrap(
    api().POST('/api/proposals/{transCode}/attachments/finish', { params: { path: { transCode } } }),
  );
}

/** The mobile-application consent PDF (spec 2 §2.6), saved under the BFF's name. */
export async function downloadConsent(transCode: string): Promise<void> {
  const { data, error, response } = await api().GET('/api/proposals/{transCode}/documents/{document}', {
    params: { path: { transCode, document: 'consent' } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(toErrorBody(error, response.status, new Date()));
  saveFile(
    data as Blob,
    fileNameFromDisposition(response.headers.get('Content-Disposition'), `${transCode}.pdf`),
  );
}
