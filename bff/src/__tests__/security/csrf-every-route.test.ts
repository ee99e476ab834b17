import supertest from 'supertest';
import { loadBffDocument } from '../../docs/openapi';
import { registeredRoutes } from '../support/bff-operations';
import { useStack } from '../support/stack';

const ctx = useStack({}, { login: 'AG00001' });

/** A concrete URL of a route pattern: parameters and wildcards get a plain value. */
const concrete = (path: string) => path.replace(/\{?\*\w+\}?/g, 'x').replace(/:(\w+)/g, 'A1');

const SAFE = new Set(['get', 'head', 'options', '_all']);

describe('ASVS V3.5.1 — every state-changing route refuses a request without X-CSRF, before the core is called', () => {
  const routes = () => registeredRoutes(ctx.stack.app);
  const unsafe = () => routes().filter((r) => !SAFE.has(r.method));

  it('the enumeration is the registered routes, and covers every write of bff.yaml', () => {
    const registered = new Set(unsafe().map((r) => `${r.method} ${r.path}`));
    const documented: string[] = [];
    for (const [path, item] of Object.entries(loadBffDocument().paths ?? {})) {
      for (const method of ['post', 'put', 'patch', 'delete'])
        if ((item as Record<string, unknown>)[method])
          documented.push(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((op) => !registered.has(op))).toEqual([]);
  });

  it('each answers 403 CSRF_REQUIRED (no header, or a wrong value) and the core sees no call', async () => {
    const list = unsafe();
    expect(list.length).toBeGreaterThan(20);
    await ctx.stack.mock('delete', '/__mock/requests');
    for (const { method, path } of list) {
      for (const value of [undefined, '0']) {
        const call = (ctx.agent as unknown as Record<string, (url: string) => supertest.Test>)[method]!(
          concrete(path),
        );
        const res = await (value === undefined ? call : call.set('X-CSRF', value)).send({});
        expect([method, path, res.status, res.body?.error?.code]).toEqual([
          method,
          path,
          403,
          'CSRF_REQUIRED',
        ]);
        expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
      }
    }
    expect((await ctx.stack.mock('get', '/__mock/requests')).body).toEqual([]);
  });
});
