/** Upload rules of the attachment step (proposal spec, section 5). */

export const UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, nameMax: 40 } as const;

/** File type A (the ID-card photo) takes JPG only; every other type JPG, PNG or PDF. */
export function isAllowedUploadType(fileName: string, fileType: string): boolean {
  const ext = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const allowed = fileType === 'A' ? ['jpg', 'jpeg'] : ['jpg', 'jpeg', 'png', 'pdf'];
  return allowed.includes(ext);
}

export function isAllowedUploadSize(bytes: number): boolean {
  return bytes <= UPLOAD_LIMITS.maxBytes;
}

/** The name, extension included, may be at most 40 characters. */
export function isAllowedUploadName(fileName: string): boolean {
  return [...fileName].length <= UPLOAD_LIMITS.nameMax;
}
