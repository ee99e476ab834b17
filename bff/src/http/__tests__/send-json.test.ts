import express from 'express';
import supertest from 'supertest';
import { sendJson } from '../send-json';

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
