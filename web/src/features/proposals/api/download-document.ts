import { apiClient } from '@/lib/api-client';
import { ApiError, toErrorBody } from '@/lib/api-error';
import { fileNameFromDisposition } from '@/lib/file-name';
import { saveFile } from '@/lib/save-file';

export type ProposalDocument = 'consent' | 'edd' | 'written';

/** A case's PDF from the BFF, saved under the name the BFF gives it (行動投保同意書_{insureNo}.pdf…). */
export async function downloadDocument(transCode: string, document: ProposalDocument): Promise<void> {
  const { data, error, response } = await apiClient.GET('/api/proposals/{transCode}/documents/{document}', {
    params: { path: { transCode, document } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(toErrorBody(error, response.status, new Date()));
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), `${transCode}.pdf`);
  saveFile(data as Blob, name);
}
