import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { toErrorBody } from '@/lib/api-error';
import { fileNameFromDisposition } from '../utils/file-name';
import type { FormRow } from './get-forms';

/** The form's file through the BFF, saved under the name the server gives (else the row's file name). */
export async function downloadForm(form: FormRow): Promise<void> {
  const { data, error, response } = await apiClient.GET('/api/forms/{formCode}/download', {
    params: { path: { formCode: form.formCode } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiError(toErrorBody(error, response.status, new Date()));
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), form.fileName);
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
