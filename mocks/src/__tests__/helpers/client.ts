import { constants, publicEncrypt } from 'node:crypto';
import type { Express } from 'express';
import request, { type Response, type Test } from 'supertest';

/** Encrypts as JSEncrypt does in the browser: RSA PKCS#1 v1.5, base64. */
export function rsaEncrypt(publicKeyPem: string, text: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(text),
  ).toString('base64');
}

interface SendOptions {
  form?: boolean;
  /** false = send no X-XSRF-TOKEN header; a string = send that value. */
  xsrf?: boolean | string;
}

/** A legacy client with its own cookie jar, sending X-XSRF-TOKEN on writes like the BFF will. */
export class LegacyClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: Express) {}

  private prepare(test: Test, unsafe: boolean, options: SendOptions = {}): Test {
    if (this.cookies.size) test.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const token = typeof options.xsrf === 'string' ? options.xsrf : this.cookies.get('XSRF-TOKEN');
    if (unsafe && options.xsrf !== false && token) test.set('X-XSRF-TOKEN', token);
    return test;
  }

  private async keep(test: Test): Promise<Response> {
    const res = await test;
    const setCookies = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const line of setCookies ?? []) {
      const [pair = '', ...attrs] = line.split(';');
      const [name = '', value = ''] = pair.trim().split('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(url: string): Promise<Response> {
    return this.keep(this.prepare(request(this.app).get(url), false));
  }

  post(url: string, body?: object, options: SendOptions = {}): Promise<Response> {
    const test = this.prepare(request(this.app).post(url), true, options);
    if (options.form) test.type('form');
    return this.keep(body === undefined ? test : test.send(body));
  }

  put(url: string, body: object): Promise<Response> {
    return this.keep(this.prepare(request(this.app).put(url), true).send(body));
  }

  delete(url: string): Promise<Response> {
    return this.keep(this.prepare(request(this.app).delete(url), true));
  }
}
