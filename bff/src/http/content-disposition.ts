/** RFC 5987 value: UTF-8, percent-encoded, including the characters encodeURIComponent leaves alone. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with an ASCII fallback name (non-ASCII and quote-breaking characters replaced) and the real name in
 * `filename*`, so Chinese file names survive in every current browser.
 */
export function attachment(fileName: string): string {
  return disposition('attachment', fileName);
}

/** The same names for a file the browser opens itself (a PDF in its viewer). */
export function inline(fileName: string): string {
  return disposition('inline', fileName);
}

function disposition(type: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
