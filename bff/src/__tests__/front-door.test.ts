import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import supertest from 'supertest';
import { madeByCreateApp } from '../app';
import { useStack } from './support/stack';

const ctx = useStack();

/**
 * One request path (issue 39 item 1): index.ts serves the app `createApp` makes through Express's own `app.listen`
 * (`http.createServer(app)`, the app the one request listener), and the suites drive that same app through supertest
 * (which does the same): no listener ahead of the app, no replaced `listen`, no extra layer.
 */
describe('the app index.ts serves is the app the suites drive', () => {
  it('the stack app is made by createApp, and its listen is Express own', () => {
    expect(madeByCreateApp(ctx.stack.app)).toBe(true);
    expect(madeByCreateApp(express())).toBe(false);
    expect(ctx.stack.app.listen).toBe(express.application.listen);
  });

  it('a server from app.listen has the app as its one request listener, and answers as supertest does', async () => {
    const server = ctx.stack.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      expect(server.listeners('request')).toEqual([ctx.stack.app]);
      const { port } = server.address() as AddressInfo;
      const direct = await fetch(`http://127.0.0.1:${port}/api/auth/me`);
      const viaSupertest = await supertest(ctx.stack.app).get('/api/auth/me');
      expect(direct.status).toBe(401);
      expect(viaSupertest.status).toBe(401);
      for (const name of ['content-security-policy', 'x-frame-options', 'cache-control', 'content-type'])
        expect(direct.headers.get(name)).toBe(viaSupertest.headers[name]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('index.ts builds the app with createApp and serves it with app.listen, making no server of its own', () => {
    const source = readFileSync(path.join(__dirname, '..', 'index.ts'), 'utf8');
    expect(source).toMatch(/import \{ createApp \} from '\.\/app';/);
    expect(source).toMatch(/const app = createApp\(/);
    expect(source).toMatch(/const server = app\.listen\(/);
    expect(source).not.toMatch(/createServer|Reflect\.construct|setPrototypeOf|'request'/);
  });
});
