// The sessions the bench needs: a BFF login (AG00001, captcha read from the mock's control API) and a legacy
// session on the mock itself for the direct and nginx arms (the legacy dance: RSA key, captcha, login, role).
import { constants, publicEncrypt } from 'node:crypto';

const USER = { userCode: 'AG00001', password: 'Demo2468' };

export function absorb(res, jar) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
  }
}
export const cookieOf = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export async function ok(res, what) {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** Logs in through the BFF (AG00001 unless told); returns the Cookie header of the complete login. */
export async function bffLogin(bff, core, user = USER) {
  const jar = new Map();
  absorb(await ok(await fetch(`${bff}/api/auth/captcha`), 'BFF captcha'), jar);
  const { text } = await (await ok(await fetch(`${core}/__mock/last-captcha`), 'mock captcha')).json();
  const res = await fetch(`${bff}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie: cookieOf(jar) },
    body: JSON.stringify({ ...user, captcha: text }),
  });
  absorb(await ok(res, 'BFF login'), jar);
  const result = await res.json();
  if (result.next !== 'done') throw new Error(`BFF login stopped at ${result.next}`);
  return cookieOf(jar);
}

/** Logs in on the mock core as the legacy front end does; returns the Cookie header of that legacy session. */
export async function coreLogin(core) {
  const jar = new Map();
  const call = async (path, init = {}) => {
    const headers = { ...init.headers, cookie: cookieOf(jar) };
    if (init.method === 'POST') headers['x-xsrf-token'] = jar.get('XSRF-TOKEN') ?? '';
    const res = await ok(await fetch(`${core}${path}`, { ...init, headers }), `core ${path}`);
    absorb(res, jar);
    return res;
  };
  const { publicKey } = await (await call('/public/adm/com/getRsaPublicKey')).json();
  const encrypt = (text) =>
    publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString(
      'base64',
    );
  await call('/captcha');
  const { text } = await (await call('/__mock/last-captcha')).json();
  const form = new URLSearchParams({
    username: encrypt(USER.userCode),
    password: encrypt(USER.password),
    captcha: text,
    recaptchaToken: '',
  });
  await call('/login', { method: 'POST', body: form });
  const [role] = await (await call('/users/branCodeRole')).json();
  await call('/users/branCodeRole', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ branCode: role.branCode, roleCode: role.roleCode }),
  });
  return cookieOf(jar);
}

/** The mock's answer to a GET on the legacy session: its bytes and the headers a static copy must repeat. */
export async function capture(mock, target, legacy) {
  const res = await ok(await fetch(`${mock}${target}`, { headers: { cookie: legacy } }), `mock ${target}`);
  const body = Buffer.from(await res.arrayBuffer());
  const skip = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding', 'etag']);
  const headers = Object.fromEntries([...res.headers].filter(([k]) => !skip.has(k)));
  if (res.headers.has('set-cookie'))
    throw new Error(`mock ${target}: a Set-Cookie a static copy cannot repeat`);
  return { body, headers };
}
