import { readFileSync } from 'node:fs';
import request from 'supertest';
import { parse } from 'yaml';
import { createAjv, pointer } from '../../__tests__/helpers/contract';
import { postLogin } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';
import { controlRouter } from '..';
import { CONTROL_SPEC } from '../document';

interface Operation {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
}
const doc = parse(readFileSync(CONTROL_SPEC, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema: object }> }> };
};
const ajv = createAjv(doc, 'mock-control.yaml');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.keys(ops)
    .filter((m) => METHODS.includes(m))
    .map((m) => `${m.toUpperCase()} ${path}`),
);

/** Every route the control router registers, sub-routers included, as `METHOD /__mock/{param}` strings. */
function registered(): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods)
            .filter((m) => METHODS.includes(m))
            .map((m) => `${m.toUpperCase()} /__mock${layer.route?.path.replace(/:(\w+)/g, '{$1}')}`)
        : layer.handle?.stack
          ? walk(layer.handle.stack)
          : [],
    );
  return walk((controlRouter as unknown as { stack: Layer[] }).stack);
}

const { check, client } = mockUnderContract();
const seen = new Set<string>();

function validate(ref: string, data: unknown): string | undefined {
  const fn = ajv.getSchema(`mock-control.yaml#/${ref}`);
  if (!fn) return `no schema at ${ref}`;
  return fn(data) ? undefined : JSON.stringify(fn.errors);
}

/**
 * One call of the control API, checked against mock-control.yaml: the body sent (unless `refused`: a body the
 * document itself rules out, to see the 400), the status documented, the answer's body its schema.
 */
async function call(method: string, url: string, body?: unknown, { refused = false } = {}) {
  const path = url.split('?')[0] as string;
  const template = Object.keys(doc.paths).find((t) =>
    new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
  expect(template).toBeDefined();
  const op = doc.paths[template as string]?.[method] as Operation;
  expect(op).toBeDefined();
  const base = ['paths', template as string, method];
  if (body !== undefined && !refused) {
    expect(op.requestBody).toBeDefined();
    expect(
      validate(pointer(...base, 'requestBody', 'content', 'application/json', 'schema'), body),
    ).toBeUndefined();
  }
  const sent = request(check.app)[method as 'get'](url);
  const res = body === undefined ? await sent : await sent.send(body as object);
  const response = op.responses[String(res.status)];
  expect([`${method} ${template} ${res.status}`, response]).toEqual([expect.any(String), expect.anything()]);
  const ref = response?.$ref
    ? pointer('components', 'responses', response.$ref.split('/').pop() as string)
    : pointer(...base, 'responses', String(res.status));
  const content = response?.$ref
    ? doc.components.responses[response.$ref.split('/').pop() as string]?.content
    : response?.content;
  if (content) {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect([
      `${method} ${template} ${res.status}`,
      validate(`${ref}/content/application~1json/schema`, res.body),
    ]).toEqual([expect.any(String), undefined]);
  } else expect(res.text).toBe('');
  seen.add(`${method.toUpperCase()} ${template}`);
  return res;
}

describe('contracts/openapi/mock-control.yaml', () => {
  it('documents every control route the mock registers, and nothing more', () => {
    expect([...new Set(registered())].sort()).toEqual([...documented].sort());
  });

  it('serves the reference page at /__mock/docs and the document at /__mock/openapi.json', async () => {
    const page = await request(check.app).get('/__mock/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Mock core control API</title>');
    expect((await call('get', '/__mock/openapi.json')).body).toEqual(doc);
  });

  it('every route answers as documented (state, scenarios, users, login)', async () => {
    await call('post', '/__mock/reset');
    await call('post', '/__mock/clock', { advanceMs: 1000 });
    await call('post', '/__mock/clock', { advanceMs: -1000 });
    await call('post', '/__mock/clock', {}, { refused: true });
    await call('get', '/__mock/clock');
    expect((await call('get', '/__mock/console-settings')).body).toEqual({
      portalUrl: 'http://127.0.0.1:8080',
    });
    const scenarios = (await call('get', '/__mock/scenarios')).body as {
      transCode: string;
      description: string;
    }[];
    const made = await call('post', '/__mock/scenarios', {
      userCode: 'AG00001',
      polState: 'S',
      signatures: 'some',
    });
    await call('post', '/__mock/scenarios', { userCode: 'AG00001', polState: 'X' }, { refused: true });
    await call('put', '/__mock/complete-case', { transCode: made.body.transCode, signed: true });
    await call('put', '/__mock/complete-case', { transCode: 'NONE' });
    await call('get', `/__mock/signatures/${made.body.transCode as string}`);
    await call('get', '/__mock/users');
    await call('post', '/__mock/users', {
      userCode: 'AG07010',
      userName: '文件',
      password: 'Demo2468',
      mobile: null,
    });
    await call('post', '/__mock/users', { userCode: 'AG07010', userName: '文件', password: 'Demo2468' });
    await call('post', '/__mock/users', { userCode: 'AG07011', userName: '文件' }, { refused: true });
    await call('patch', '/__mock/users/AG07010', {
      accountState: 518,
      roles: [{ branCode: 'B0205', roleCode: 'R02' }],
    });
    await call('patch', '/__mock/users/AG09999', { pirYn: 'N' });
    await call('get', '/__mock/last-captcha');
    const c = client();
    await postLogin(c, 'AG00002');
    await call('get', '/__mock/last-captcha');
    await call('get', `/__mock/last-captcha?sessionId=${c.cookies.get('JSESSIONID') ?? ''}`);
    await call('get', '/__mock/last-otp?userCode=AG00002');
    await c.post('/users/sendOtpLogin', { sendTypeCode: 'E' });
    await call('get', '/__mock/last-otp?userCode=AG00002');
    await call('get', '/__mock/robot-check');
    await call('put', '/__mock/robot-check', { mode: 'ok' });
    await call('put', '/__mock/robot-check', { mode: 'maybe' }, { refused: true });
    await call('get', '/__mock/sessions/count');
    await call('post', '/__mock/rmw-ticket', { userCode: 'AG00001' });
    await call('post', '/__mock/rmw-ticket', { userCode: 'NOBODY' });
    expect(scenarios.length).toBeGreaterThan(23);
  });

  it('every route answers as documented (faults, parameters, journal, bench)', async () => {
    await call('get', '/__mock/faults');
    await call('post', '/__mock/faults', { pathPrefix: '/public/getVer', status: 500, times: 1 });
    await call('post', '/__mock/faults', { pathPrefix: 'nope' }, { refused: true });
    await call('get', '/__mock/faults/held');
    await call('delete', '/__mock/faults');
    await call('get', '/__mock/drift');
    await call('post', '/__mock/drift', { method: 'GET', path: '/public/getVer', mutation: 'empty-body' });
    await call('post', '/__mock/drift', [{ method: 'GET', path: '/x', mutation: 'html-error' }]);
    await call('post', '/__mock/drift', { method: 'GET', path: '/x', mutation: 'melt' }, { refused: true });
    await call('delete', '/__mock/drift');
    const before = (await call('get', '/__mock/data-version')).body as { version: string };
    await call('put', '/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'CH_OPEN_YN',
      parameterValue: 'N',
    });
    const after = (await call('get', '/__mock/data-version')).body as { version: string };
    expect(after).not.toEqual(before);
    await call('delete', '/__mock/faults');
    expect((await call('get', '/__mock/data-version')).body).toEqual(after);
    await call('put', '/__mock/parameters', { parameterType: 'SYS' }, { refused: true });
    await call('get', '/__mock/parameters');
    await call('put', '/__mock/codes', {
      codeType: 'SEX',
      codeValue: '3',
      codeName: '其他',
      codeDesc: 'OTHER',
    });
    await call('put', '/__mock/codes', { codeType: 'SEX', codeValue: '3', codeName: '第三性' });
    await call('put', '/__mock/codes', { codeType: 'SEX' }, { refused: true });
    await call('put', '/__mock/work-time', { inWorkTime: false });
    await call('put', '/__mock/work-time', { inWorkTime: 'no' }, { refused: true });
    await request(check.app).get('/public/getVer');
    await call('get', '/__mock/requests');
    await call('get', '/__mock/requests?headers=1&since=0&pathPrefix=/public&userCode=AG00001&requestId=x');
    await call('get', '/__mock/requests?since=someday');
    await call('delete', '/__mock/requests');
    await call('get', '/__mock/access-log?progClassName=x&transCode=y');
    await call('delete', '/__mock/access-log');
    await call('get', '/__mock/connections');
    await call('put', '/__mock/form-file', { base64: 'JVBERi0=' });
    await call('put', '/__mock/form-file', {}, { refused: true });
    await call('delete', '/__mock/form-file');
    await call('put', '/__mock/commission-rows', { perMonth: 10 });
    await call('put', '/__mock/commission-rows', { perMonth: 99 }, { refused: true });
  });

  it('every route answers as documented (cases, messages)', async () => {
    const scenarios = (await call('get', '/__mock/scenarios')).body as { transCode: string; name: string }[];
    const withFiles = scenarios.find((s) => s.name === 'AG00001-10') as { transCode: string };
    const { transCode } = withFiles;
    await call('put', '/__mock/risk-score', { mode: '0125' });
    await call('put', '/__mock/risk-score', { mode: null });
    await call('put', '/__mock/risk-score', { mode: '9' }, { refused: true });
    await call('put', '/__mock/agent-files-finish', { mode: 'msg' });
    await call('put', '/__mock/agent-files-finish', { mode: 'later' }, { refused: true });
    await call('put', '/__mock/no-email', { transCode });
    await call('put', '/__mock/no-email', { transCode: 'NONE' });
    await call('put', '/__mock/case-state', { transCode, polState: 'U', amlPassState: 'P' });
    await call('put', '/__mock/case-state', { transCode, polState: 'Z' }, { refused: true });
    await call('put', '/__mock/case-state', { transCode: 'NONE', polState: 'U' });
    await call('put', '/__mock/policyholder-job', { transCode, jobCode: '001' });
    await call('put', '/__mock/policyholder-job', { transCode }, { refused: true });
    await call('put', '/__mock/policyholder-job', { transCode: 'NONE', jobCode: '001' });
    await call('get', `/__mock/aml?transCode=${transCode}`);
    await call('get', '/__mock/aml?transCode=NONE');
    await call('put', '/__mock/written-facts', { transCode, insureAgeO: 70, plResult: 'yes' });
    await call('put', '/__mock/written-facts', {}, { refused: true });
    await call('put', '/__mock/file-content', {
      transCode,
      fileCode: `${transCode}F1`,
      fileCntBase64: 'AAAA',
    });
    await call('put', '/__mock/file-content', { transCode, fileCode: 'NONE', fileCntBase64: 'AAAA' });
    await call('put', '/__mock/file-content', { transCode }, { refused: true });
    await call('put', '/__mock/release-permits/review', {
      cusIdn: 'C100000058',
      status: 'R',
      returnDesc: '不明',
    });
    await call('put', '/__mock/release-permits/review', { cusIdn: 'C100000058', status: 'A' });
    await call(
      'put',
      '/__mock/release-permits/review',
      { cusIdn: 'C100000058', status: 'Q' },
      { refused: true },
    );
    await call('get', '/__mock/mails');
    await call('get', '/__mock/sms-sent');
    await call('post', '/__mock/consent/click', { cusName: '王大明', mobile: '0912345678' });
    await call('post', '/__mock/consent/click', {}, { refused: true });
  });

  it('was exercised on every documented operation', () => {
    expect(documented.filter((op) => !seen.has(op))).toEqual([]);
  });
});
