import { createHmac, timingSafeEqual } from 'node:crypto';

/** The value of one cookie in a Cookie header (URL-decoded), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The session id of an express-session cookie (`s:<sid>.<base64 HMAC-SHA256>`, the cookie-signature format), or
 * undefined when the signature does not match the secret.
 */
export function unsignSessionId(value: string | undefined, secret: string): string | undefined {
  if (!value?.startsWith('s:')) return undefined;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const sid = signed.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(signed.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : undefined;
}
