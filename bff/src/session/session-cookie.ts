import { parse, serialize } from 'cookie';
import { sign, unsign } from 'cookie-signature';

/** The session cookie's attributes: HttpOnly, SameSite=Strict, Path=/, no Domain; Secure in production. */
export interface SessionCookieOptions {
  name: string;
  secret: string;
  secure: boolean;
}

/** The value of one cookie in a Cookie header (URL-decoded), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parse(header)[name] : undefined;
}

/**
 * The session id of a signed cookie value (`s:<sid>.<signature>`, cookie-signature's format as express-session
 * wrote it, so earlier cookies stay valid), or undefined when the signature does not match the secret.
 */
export function unsignSessionId(value: string | undefined, secret: string): string | undefined {
  if (!value?.startsWith('s:')) return undefined;
  const sid = unsign(value.slice(2), secret);
  return sid === false ? undefined : sid;
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
