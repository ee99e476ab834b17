import { apiClient } from '@/lib/api-client';
import { ApiError, toErrorBody } from '@/lib/api-error';
import { fileNameFromDisposition } from '@/lib/file-name';
import { saveFile } from '@/lib/save-file';
import type { FormRow } from './get-forms';

/** The form's file through the BFF, saved under the name the server gives (else the row's file name). */
export async function downloadForm(form: FormRow): Promise<void> {
  const { data, error, response } = await apiClient.GET('/api/forms/{formCode}/download', {
    params: { path: { formCode: form.formCode } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(toErrorBody(error, response.status, new Date()));
  saveFile(data as Blob, fileNameFromDisposition(response.headers.get('Content-Disposition'), form.fileName));
}
