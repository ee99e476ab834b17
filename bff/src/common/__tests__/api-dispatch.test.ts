import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import supertest from 'supertest';
import { apiDispatch } from '../api-dispatch';
import { requestValidation } from '../request-validation';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import { memorySessionStore } from '../../session/session-store';
import pino from 'pino';

const document = {
  paths: {
    '/api/things': { get: { parameters: [{ in: 'query', name: 'x' }] } },
    '/api/things/special': { get: {} },
    '/api/things/{code}': { get: { parameters: [{ in: 'path', name: 'code', required: true }] } },
    '/api/things/{code}/parts': { get: {} },
    '/api/broken': { get: {} },
    '/api/skip': { get: {} },
    '/api/shadowed/{id}': { get: {} },
  },
};

/** An app shaped like app.ts: the dispatcher first, app-wide middleware, /api middleware, module routers. */
function appWithDispatch() {
  const validation = requestValidation(document);
  const dispatch = apiDispatch(validation);
  const app = express();
  app.set('case sensitive routing', true);
  app.use(dispatch);
  const seen: RequestHandler = (req, res, next) => {
    res.setHeader('x-seen', `${req.baseUrl}|${req.url}`);
    next();
  };
  app.use('/api', seen);
  app.use(validation);
  const things = Router();
  things.use((req, res, next) => {
    res.setHeader('x-router', `${req.baseUrl}|${req.url}`);
    next();
  });
  things.get('/', (req, res) => {
    res.json({ route: `${req.baseUrl}${String(req.route?.path)}` });
  });
  things.get('/special', (_req, res) => {
    res.json({ special: true });
  });
  things.get(
    '/:code',
    (req, _res, next) => (req.params.code === 'next-route' ? next('route') : next()),
    (req, res) => {
      res.json({ code: req.params.code, route: `${req.baseUrl}${String(req.route?.path)}` });
    },
  );
  things.get('/:code', (req, res) => {
    res.json({ second: req.params.code });
  });
  things.get('/:code/parts', () => Promise.reject(new Error('parts broke')));
  const handled: ErrorRequestHandler = (err: Error, _req, res, _next) => {
    res.status(409).json({ routerError: err.message });
  };
  things.use(handled);
  app.use('/api/things', things);
  app.get('/api/broken', () => {
    throw new Error('thrown');
  });
  const skipping = Router();
  skipping.get('/', (_req, _res, next) => next('router'));
  app.use('/api/skip', skipping);
  const shadowed = Router();
  shadowed.get('/literal', (_req, res) => {
    res.json({ literal: true });
  });
  shadowed.get('/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  app.use('/api/shadowed', shadowed);
  app.use('/api', (_req, res) => {
    res.status(404).json({ notFound: true });
  });
  const last: ErrorRequestHandler = (err: Error, _req, res, _next) => {
    res.status(500).json({ appError: err.message });
  };
  app.use(last);
  const compiled = dispatch.compile(app.router.stack);
  return { app, compiled };
}

describe('the /api dispatcher', () => {
  const { app, compiled } = appWithDispatch();
  const http = () => supertest(app);

  it('compiles every operation but one that a route bff.yaml lacks may shadow', () => {
    expect(compiled.compiled).toBe(6);
    expect(compiled.skipped).toEqual([
      'GET /api/shadowed/{id}: route /api/shadowed/literal, not in bff.yaml, may take a value of a parameter',
    ]);
  });

  it("sets baseUrl, url, params and route as Express's router does", async () => {
    const root = await http().get('/api/things?x=1');
    expect(root.body).toEqual({ route: '/api/things/' });
    expect(root.headers['x-seen']).toBe('/api|/things?x=1');
    expect(root.headers['x-router']).toBe('/api/things|/?x=1');
    const code = await http().get('/api/things/A%20B/');
    expect(code.body).toEqual({ code: 'A B', route: '/api/things/:code' });
    expect((await http().get('/api/things/special')).body).toEqual({ special: true });
  });

  it("honours next('route') and next('router')", async () => {
    expect((await http().get('/api/things/next-route')).body).toEqual({ second: 'next-route' });
    const skipped = await http().get('/api/skip');
    expect(skipped.status).toBe(404);
    expect(skipped.body).toEqual({ notFound: true });
  });

  it('passes thrown errors and rejections to the error handlers in order', async () => {
    const rejected = await http().get('/api/things/AB/parts');
    expect(rejected.status).toBe(409);
    expect(rejected.body).toEqual({ routerError: 'parts broke' });
    const thrown = await http().get('/api/broken');
    expect(thrown.status).toBe(500);
    expect(thrown.body).toEqual({ appError: 'thrown' });
  });

  it('leaves other requests to Express', async () => {
    expect((await http().get('/api/shadowed/literal')).body).toEqual({ literal: true });
    expect((await http().get('/api/shadowed/x')).body).toEqual({ id: 'x' });
    expect((await http().get('/API/things')).status).toBe(500); // no route at all: Express's own 404 would be HTML
  });
});

describe('the real app', () => {
  it('dispatches every operation of bff.yaml directly', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    // With the SPA too: its fallback route (`/{*spa}`) comes after every module.
    const webDist = mkdtempSync(path.join(tmpdir(), 'spa-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
    const env = loadEnv({ NODE_ENV: 'test', CORE_URL: 'http://127.0.0.1:9', WEB_DIST: webDist });
    createApp({ env, redis: null, store: memorySessionStore(), logger });
    expect(lines.filter((line) => line.includes('operations left to Express routing'))).toEqual([]);
  });
});
