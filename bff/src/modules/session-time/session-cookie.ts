import { parse } from 'cookie';
import { unsign } from 'cookie-signature';

/** The value of one cookie in a Cookie header (URL-decoded), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parse(header)[name] : undefined;
}

/**
 * The session id of an express-session cookie (`s:<sid>.<signature>`, cookie-signature's format, the same library
 * express-session signs with), or undefined when the signature does not match the secret.
 */
export function unsignSessionId(value: string | undefined, secret: string): string | undefined {
  if (!value?.startsWith('s:')) return undefined;
  const sid = unsign(value.slice(2), secret);
  return sid === false ? undefined : sid;
}
