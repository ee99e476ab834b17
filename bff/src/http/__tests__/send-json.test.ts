import express from 'express';
import supertest from 'supertest';
import { sendJson, utf8 } from '../send-json';

describe('sendJson', () => {
  const app = express();
  app.get('/direct', (_req, res) => sendJson(res, { name: '王○明', n: 1 }));
  app.get('/hooked', (_req, res) => {
    res.json = (value: unknown) => res.type('text/plain').send(`hooked ${JSON.stringify(value)}`);
    sendJson(res, { a: 1 });
  });

  it('answers what res.json answers: JSON with the charset and the byte length', async () => {
    const direct = await supertest(app).get('/direct');
    expect(direct.status).toBe(200);
    expect(direct.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(direct.headers['content-length']).toBe(String(Buffer.byteLength('{"name":"王○明","n":1}')));
    expect(direct.body).toEqual({ name: '王○明', n: 1 });
    const head = await supertest(app).head('/direct');
    expect(head.headers['content-length']).toBe(direct.headers['content-length']);
    expect(head.text).toBeUndefined();
  });

  it('hands the answer to a hook on res.json (the tests’ response validation)', async () => {
    expect((await supertest(app).get('/hooked')).text).toBe('hooked {"a":1}');
  });
});

describe('utf8', () => {
  it('gives the bytes Buffer.from gives, short or long, one-byte or not, one after another', () => {
    const texts = [
      '',
      'plain',
      '王○明'.repeat(600),
      'a'.repeat(5000),
      `${'é'.repeat(3000)}😀`,
      '王'.repeat(2000),
    ];
    for (const text of texts) expect(utf8(text).equals(Buffer.from(text))).toBe(true);
    const first = utf8('王'.repeat(2000));
    utf8('x'.repeat(4000));
    expect(first.equals(Buffer.from('王'.repeat(2000)))).toBe(true);
  });
});
