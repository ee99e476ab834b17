import type { components } from '@agent-portal/contracts/generated/bff';
import { ApiError, noResponseBody, toErrorBody } from '@/lib/api-error';
import { redirectToLogin } from '@/lib/navigation';
import { notifySessionActivity } from '@/lib/session-activity';

type CaseFile = components['schemas']['CaseFile'];

export interface UploadTarget {
  transCode: string;
  fileType: CaseFile['fileType'];
  stepCode: string;
}

/**
 * Uploads ONE file as its raw bytes (XMLHttpRequest: fetch has no upload progress). `onProgress` gets 0-100.
 * A refusal rejects with an ApiError carrying the BFF's envelope; the caller shows it beside the file.
 */
export function uploadFile(
  target: UploadTarget,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CaseFile> {
  const query = new URLSearchParams({
    fileType: target.fileType,
    fileName: file.name,
    stepCode: target.stepCode,
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/proposals/${encodeURIComponent(target.transCode)}/files?${query}`);
    xhr.setRequestHeader('X-CSRF', '1');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        notifySessionActivity();
        resolve(xhr.response as CaseFile);
      } else {
        // As the api client does: a session gone sends the agent to the login page.
        if (xhr.status === 401) redirectToLogin();
        reject(new ApiError(toErrorBody(xhr.response, xhr.status, new Date())));
      }
    };
    xhr.onerror = () => reject(new ApiError(noResponseBody(new Date())));
    xhr.send(file);
  });
}
