/** Keeps the core system's cookies in the server-side session: parse Set-Cookie, build the Cookie header. */
export function absorbSetCookies(
  jar: Record<string, string>,
  setCookie: string | string[] | undefined,
): void {
  if (!setCookie) return;
  for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => {
      const [k = '', v = ''] = a.trim().split('=');
      if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k.toLowerCase() === 'expires') return Date.parse(v) < Date.now();
      return false;
    });
    if (expired || value === '') delete jar[name];
    else jar[name] = value;
  }
}

export function cookieHeader(jar: Record<string, string>): string | undefined {
  const parts = Object.entries(jar).map(([k, v]) => `${k}=${v}`);
  return parts.length ? parts.join('; ') : undefined;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
