import supertest from 'supertest';
import { loadEnv } from '../../config/env';
import { startStack, type Stack } from '../support/stack';

// Issue 20 item 7: the API reference maps every operation; production keeps it closed unless API_DOCS=on.
const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  EVIDENCE_HMAC_KEY: 'k'.repeat(40),
  ALLOWED_HOSTS: '127.0.0.1',
  DATABASE_URL: 'postgres://bff@127.0.0.1:5432/agent_portal',
};
const DOC_PATHS = ['/api/openapi.json', '/api/docs/', '/api/docs', '/api/docs/swagger-ui.css'];

describe('API docs in production', () => {
  let closed: Stack;
  let opened: Stack;
  beforeAll(async () => {
    [closed, opened] = await Promise.all([startStack(PROD), startStack({ ...PROD, API_DOCS: 'on' })]);
  });
  afterAll(async () => {
    await closed.close();
    await opened.close();
  });

  it.each(DOC_PATHS)('answers %s with the 404 envelope by default', async (path) => {
    const res = await supertest(closed.app).get(path).set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(res.text).not.toMatch(/swagger|openapi/i);
  });

  it('serves them when API_DOCS=on', async () => {
    const doc = await supertest(opened.app).get('/api/openapi.json').expect(200);
    expect(doc.body.paths['/api/auth/login']).toBeDefined();
    expect((await supertest(opened.app).get('/api/docs/').expect(200)).text).toContain('swagger');
  });
});

describe('API_DOCS', () => {
  it('defaults to on outside production and off in production; only on or off is taken', () => {
    expect(loadEnv({}).apiDocs).toBe(true);
    expect(loadEnv({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadEnv(PROD).apiDocs).toBe(false);
    expect(loadEnv({ ...PROD, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadEnv({ API_DOCS: 'yes' })).toThrow(/API_DOCS must be on or off/);
  });
});
