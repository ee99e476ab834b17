import { binary, useStack } from '../support/stack';
import { forgetCoreCalls } from '../support/proposals';

const ctx = useStack({}, { login: 'AG00001' });

/** Paths that try to leave the streamed route's upstream path: traversal, authority tricks, encoded slashes. */
const HOSTILE = [
  '/api/forms/../download',
  '/api/forms/%2e%2e/download',
  '/api/forms/%2E%2E%2Fadm%2Fsecret/download',
  '/api/forms/a%2Fb/download',
  '/api/forms/a%5Cb/download',
  '/api/forms/%2F%2Fx@x/download',
  '/api/forms//x@x/download',
  '/api/forms/x@x/download',
  '/api/forms/%252e%252e/download',
  '/api/forms/..%00/download',
  '/api/proposals/..%2F..%2Fadm/documents/proposal',
  '/api/proposals/A1/documents/..%2F..%2Fsecret',
  '/api/proposals/A1/documents/%2F%2Fevil.example',
];

describe('ASVS V1.3.6 / V4.1.3 — streamed calls: the upstream path is built from validated values only', () => {
  it.each(HOSTILE)('%s is refused with the envelope, and the core sees no call', async (path) => {
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent.get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
    expect((await ctx.stack.mock('get', '/__mock/requests')).body).toEqual([]);
  });

  it('a foreign Host or forwarding header does not move the call: it still goes to the core, only there', async () => {
    const code = ((await ctx.agent.get('/api/forms').expect(200)).body as { formCode: string }[])[0]!
      .formCode;
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent
      .get(`/api/forms/${code}/download`)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((res.body as Buffer).length).toBeGreaterThan(0);
    const calls = (await ctx.stack.mock('get', '/__mock/requests?headers=1')).body as {
      path: string;
      headerNames: string[];
    }[];
    // The file, streamed from the core (the code checked against the core's list, which may be cached).
    expect(calls.filter((c) => c.path === '/adm/com/formDownload/download')).toHaveLength(1);
    for (const call of calls) expect(call.path).toMatch(/^\/adm\/com\/formDownload\//);
    for (const call of calls) expect(call.headerNames).not.toContain('x-forwarded-host');
  });
});
