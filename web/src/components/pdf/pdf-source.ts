/** What a PDF viewer shows: the file's bytes (a copy is handed to pdf.js) or a same-origin URL the BFF serves. */
export type PdfSource = { data: Uint8Array | ArrayBuffer } | { url: string };

/** pdf.js detaches the buffer it is given, so it always gets a copy and the caller's bytes stay usable. */
export function documentParams(
  source: PdfSource,
): { data: Uint8Array } | { url: string; withCredentials: true } {
  if ('url' in source) return { url: source.url, withCredentials: true };
  const bytes = source.data instanceof Uint8Array ? source.data : new Uint8Array(source.data);
  return { data: bytes.slice() };
}

/** Decodes base64 file content (the core's fileCntBase64 / annexContBase64) into bytes. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
