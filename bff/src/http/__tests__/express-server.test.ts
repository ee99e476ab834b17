import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { createExpressServer, listenWithAppPrototypes } from '../express-server';

describe('createExpressServer', () => {
  it('hands Express requests and responses already carrying the app prototypes, and serves the app', async () => {
    const app = express();
    app.get('/x', (req, res) => {
      res.json({ ip: req.ip, method: req.method });
    });
    const server = createExpressServer(app);
    const born: boolean[] = [];
    // Runs before the app (the server's first 'request' listener), so it sees the objects as Node made them.
    server.prependListener('request', (req, res) => {
      born.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/x`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ip: '127.0.0.1', method: 'GET' });
      expect(born).toEqual([true, true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives requests and responses fast properties, as the ones Node makes itself (no dictionary mode)', async () => {
    // V8's own check (`%HasFastProperties`): an object whose properties overflowed into a dictionary answers false.
    setFlagsFromString('--allow-natives-syntax');
    const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
    setFlagsFromString('--no-allow-natives-syntax');
    const app = express();
    const fast: boolean[] = [];
    app.get('/x', (req, res) => {
      fast.push(hasFastProperties(req), hasFastProperties(res));
      res.json({});
    });
    const server = createExpressServer(app);
    server.prependListener('request', (req, res) => {
      fast.push(req instanceof IncomingMessage, res instanceof ServerResponse);
      fast.push(hasFastProperties(req), hasFastProperties(res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/x`)).status).toBe(200);
      expect(fast).toEqual([true, true, true, true, true, true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is what app.listen makes in createApp', async () => {
    const app = express();
    listenWithAppPrototypes(app);
    const server = app.listen(0, '127.0.0.1');
    const born: boolean[] = [];
    server.prependListener('request', (req) => born.push(Object.getPrototypeOf(req) === app.request));
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/nothing`)).status).toBe(404);
      expect(born).toEqual([true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
