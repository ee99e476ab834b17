import { createHmac, timingSafeEqual } from 'node:crypto';
import { serialize } from 'cookie';
import { sign } from 'cookie-signature';

/** The session cookie's attributes: HttpOnly, SameSite=Strict, Path=/, no Domain; Secure in production. */
export interface SessionCookieOptions {
  name: string;
  secret: string;
  secure: boolean;
}

const SPACE = 0x20;
const TAB = 0x09;
const QUOTE = 0x22;
const blank = (code: number) => code === SPACE || code === TAB;

/**
 * The value of one cookie in a Cookie header, or undefined: what `cookie.parse(header)[name]` gives (the first pair
 * of that name; blanks around name and value dropped, one pair of double quotes taken off, URL-decoded when it
 * decodes), without splitting and decoding every other pair of the header for one name (issue 25).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined || header.length < 2) return undefined;
  let at = 0;
  do {
    const eq = header.indexOf('=', at);
    if (eq < 0) return undefined;
    let end = header.indexOf(';', at);
    if (end < 0) end = header.length;
    else if (eq > end) {
      // A pair without '=': start again after the last ';' before this '='.
      at = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    let from = at;
    while (from < eq && blank(header.charCodeAt(from))) from++;
    let to = eq;
    while (to > from && blank(header.charCodeAt(to - 1))) to--;
    if (to - from === name.length && header.startsWith(name, from)) return valueOf(header, eq + 1, end);
    at = end + 1;
  } while (at < header.length);
  return undefined;
}

/** A pair's value between `from` and `to`, as `cookie.parse` reads it. */
function valueOf(header: string, from: number, to: number): string {
  while (from < to && blank(header.charCodeAt(from))) from++;
  while (to > from && blank(header.charCodeAt(to - 1))) to--;
  if (header.charCodeAt(from) === QUOTE && header.charCodeAt(to - 1) === QUOTE) {
    from++;
    to--;
  }
  const value = header.slice(from, to);
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The session id of a signed cookie value (`s:<sid>.<signature>`, cookie-signature's format as express-session
 * wrote it, so earlier cookies stay valid), or undefined when the signature does not match the secret.
 */
export function unsignSessionId(value: string | undefined, secret: string): string | undefined {
  if (!value?.startsWith('s:')) return undefined;
  // cookie-signature's `unsign`, without signing the id again to compare whole strings: the HMAC-SHA256 of the id,
  // base64 without padding, against the part after the last dot, in constant time.
  const dot = value.lastIndexOf('.');
  if (dot < 2) return undefined;
  const sid = value.slice(2, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : undefined;
}

/** The session id in a request's Cookie header, when its signature holds. */
export function sessionIdOfCookieHeader(
  header: string | undefined,
  { name, secret }: SessionCookieOptions,
): string | undefined {
  return unsignSessionId(readCookie(header, name), secret);
}

function attributes(secure: boolean) {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure } as const;
}

/** The Set-Cookie line that hands the browser this session id (a session cookie: no Expires). */
export function sessionCookieLine(id: string, { name, secret, secure }: SessionCookieOptions): string {
  return serialize(name, `s:${sign(id, secret)}`, attributes(secure));
}

/** The Set-Cookie line that removes the cookie, with the attributes it was set with (or a __Host- cookie stays). */
export function clearedCookieLine({ name, secure }: SessionCookieOptions): string {
  return serialize(name, '', { ...attributes(secure), expires: new Date(0) });
}
