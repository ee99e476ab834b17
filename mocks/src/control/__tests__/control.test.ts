import { commissionMonths } from '@agent-portal/contracts/rules';
import request from 'supertest';
import { loginFully } from '../../__tests__/helpers/login';
import { allRows, rowWith } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';
import { createMockApp } from '../../server';

const { client, check } = mockUnderContract();

describe('faults', () => {
  it('answers an injected status with {message} on matching paths only', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    await c.post('/__mock/faults', { pathPrefix: '/adm', status: 500 });
    const res = await c.get('/adm/com/coded');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: '系統發生錯誤' });
    expect((await c.get('/pro/proCompanyies')).status).toBe(200);
    await c.delete('/__mock/faults');
    expect((await c.get('/adm/com/coded')).status).toBe(200);
  });

  it('delays matching requests', async () => {
    const c = client();
    await c.post('/__mock/faults', { pathPrefix: '/public/getVer', delayMs: 300 });
    const started = Date.now();
    const res = await c.get('/public/getVer');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('counts a call a delay holds until it has gone on to its handler (GET /__mock/faults/held)', async () => {
    const c = client();
    const held = async () => (await c.get('/__mock/faults/held')).body.held as number;
    expect(await held()).toBe(0);
    await c.post('/__mock/faults', { pathPrefix: '/public/getVer', delayMs: 200, times: 1 });
    const late = c.get('/public/getVer');
    // The fault is used up once the call is taken, and from then on the call is held.
    while ((await c.get('/__mock/faults')).body.length > 0);
    expect(await held()).toBe(1);
    expect((await late).status).toBe(200);
    expect(await held()).toBe(0);
  });

  it('destroys the socket without answering when down', async () => {
    const c = client();
    await c.post('/__mock/faults', { pathPrefix: '/', down: true });
    await expect(c.get('/public/getVer')).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect((await c.get('/__mock/faults')).status).toBe(200);
  });

  it('answers HTTP 200 {errorCode: 449, message} when told so', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    await c.post('/__mock/faults', {
      pathPrefix: '/adm',
      errorCode: 449,
      message: '系統將於今晚22:00進行維護',
    });
    const res = await c.get('/adm/com/roleMenu');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errorCode: 449, message: '系統將於今晚22:00進行維護' });
  });

  it('answers HTTP 200 with an exact raw body (empty or malformed) when told so', async () => {
    const c = client();
    await c.post('/__mock/faults', { pathPrefix: '/public/getVer', replyText: '{"status":"?"}', times: 1 });
    const malformed = await c.get('/public/getVer');
    expect(malformed.status).toBe(200);
    expect(malformed.text).toBe('{"status":"?"}');
    await c.post('/__mock/faults', { pathPrefix: '/public/getVer', replyText: '', times: 1 });
    const empty = await c.get('/public/getVer');
    expect(empty.status).toBe(200);
    expect(empty.text).toBe('');
    expect((await c.get('/public/getVer')).text).not.toBe('');
    // Breaking the contract is the point of this fault: the two answers are its only violations.
    expect(check.violations.splice(0)).toHaveLength(2);
  });

  it('limits a fault to a method and a number of times', async () => {
    const c = client();
    await c.post('/__mock/faults', { pathPrefix: '/public', method: 'GET', status: 408, times: 1 });
    expect((await c.get('/public/getVer')).status).toBe(408);
    expect((await c.get('/public/getVer')).status).toBe(200);
  });

  it('refuses a fault without an effect', async () => {
    expect((await client().post('/__mock/faults', { pathPrefix: '/adm' })).status).toBe(400);
  });
});

describe('reset', () => {
  it('drops sessions, faults, parameters, work time and OTPs', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    await c.put('/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'HIGH_AGE_LIMIT',
      parameterValue: '70',
    });
    await c.put('/__mock/work-time', { inWorkTime: false });
    await c.post('/__mock/faults', { pathPrefix: '/pro', status: 500 });
    await c.post('/__mock/reset');
    expect((await c.get('/__mock/sessions/count')).body).toEqual({ count: 0 });
    expect((await c.get('/public/userInfo')).status).toBe(401);
    await loginFully(c, 'AG00001');
    expect((await c.get('/adm/com/inWorkTimInterval')).text).toBe('Y');
    expect((await c.get('/pro/proCompanyies')).status).toBe(200);
    const params = (await c.get('/adm/com/parmd')).body as {
      parameterCode: string;
      parameterValue: string;
    }[];
    expect(params.find((p) => p.parameterCode === 'HIGH_AGE_LIMIT')?.parameterValue).toBe('65');
  });

  it('answers 404 for last-otp and last-captcha when nothing was issued', async () => {
    const c = client();
    expect((await c.get('/__mock/last-otp?userCode=AG00002')).status).toBe(404);
    expect((await c.get('/__mock/last-captcha')).status).toBe(404);
  });

  it('answers the captcha of one session by its id', async () => {
    const a = client();
    const b = client();
    await a.get('/captcha');
    await b.get('/captcha');
    const ofA = await a.get(`/__mock/last-captcha?sessionId=${a.cookies.get('JSESSIONID')}`);
    const ofB = await a.get(`/__mock/last-captcha?sessionId=${b.cookies.get('JSESSIONID')}`);
    const last = await a.get('/__mock/last-captcha');
    expect(ofA.body.text).toMatch(/^\w{6}$/);
    expect(last.body.text).toBe(ofB.body.text);
  });
});

describe('code tables', () => {
  it('PUT /__mock/codes sets an entry the core answers until the reset', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    const sex = async () =>
      (await c.get('/adm/com/coded?codeType=SEX')).body as { codeValue: string; codeName: string }[];
    expect((await sex()).map((e) => e.codeValue)).toEqual(['1', '2']);
    const put = await c.put('/__mock/codes', { codeType: 'SEX', codeValue: '3', codeName: '其他' });
    expect(put.body).toEqual({ codeType: 'SEX', codeValue: '3', codeName: '其他' });
    expect(await sex()).toContainEqual({ codeType: 'SEX', codeValue: '3', codeName: '其他' });
    await c.put('/__mock/codes', { codeType: 'SEX', codeValue: '1', codeName: '男性' });
    expect(await sex()).toContainEqual({ codeType: 'SEX', codeValue: '1', codeName: '男性' });
    expect((await c.put('/__mock/codes', { codeType: 'SEX' })).status).toBe(400);
    await c.post('/__mock/reset', {});
    await loginFully(c, 'AG00001');
    expect((await sex()).map((e) => e.codeName)).toEqual(['男', '女']);
  });
});

describe('request log', () => {
  it('records method, path, cookie names (never values) and request id, filtered by prefix', async () => {
    const c = client();
    await c.delete('/__mock/requests');
    await loginFully(c, 'AG00001');
    await c.get('/adm/com/coded');
    const all = (await c.get('/__mock/requests')).body as { path: string; cookieNames: string[] }[];
    expect(all[0]).toEqual({
      seq: expect.any(Number),
      method: 'GET',
      path: '/public/adm/com/getRsaPublicKey',
      queryKeys: [],
      cookieNames: [],
      requestId: null,
      traceparent: null,
      at: expect.any(String),
      status: 200,
      durationMs: expect.any(Number),
      userCode: null,
      bodyShape: null,
    });
    const adm = (await c.get('/__mock/requests?pathPrefix=/adm')).body as {
      path: string;
      cookieNames: string[];
    }[];
    expect(adm).toHaveLength(1);
    expect(adm[0]?.cookieNames.sort()).toEqual(['JSESSIONID', 'XSRF-TOKEN']);
    expect(all.some((r) => r.path.startsWith('/__mock'))).toBe(false);
    await c.delete('/__mock/requests');
    expect((await c.get('/__mock/requests')).body).toEqual([]);
  });

  it('journals the status, time taken, agent and body shape (no value) of each call, filtered', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    const { seq } = ((await c.get('/__mock/requests')).body as { seq: number }[]).at(-1) as { seq: number };
    await request(check.app).get('/public/getVer').set('x-request-id', 'req-journal-1');
    await c.post('/ins/common/insPolicies/search', { oCusName: '王大明', iCusName: '林小華' });
    const after = (await c.get(`/__mock/requests?since=${seq}`)).body as Record<string, unknown>[];
    expect(after).toHaveLength(2);
    const [anonymous, mine] = after;
    expect(anonymous).toMatchObject({ path: '/public/getVer', requestId: 'req-journal-1', status: 200 });
    expect(anonymous).toMatchObject({ userCode: null, bodyShape: null });
    expect(mine).toMatchObject({
      method: 'POST',
      path: '/ins/common/insPolicies/search',
      userCode: 'AG00001',
      status: 200,
      bodyShape: { oCusName: 'string', iCusName: 'string' },
    });
    expect(JSON.stringify(after)).not.toMatch(/王大明|林小華/);
    expect((mine?.durationMs as number) >= 0).toBe(true);
    const byAgent = (await c.get('/__mock/requests?userCode=ag00001')).body as { userCode: string }[];
    expect(byAgent.length).toBeGreaterThan(2);
    expect(byAgent.every((e) => e.userCode === 'AG00001')).toBe(true);
    const byId = (await c.get('/__mock/requests?requestId=req-journal-1')).body as unknown[];
    expect(byId).toHaveLength(1);
    const at = (anonymous?.at as string) ?? '';
    expect(((await c.get(`/__mock/requests?since=${at}`)).body as unknown[]).length).toBe(2);
    expect((await c.get('/__mock/requests?since=yesterday')).status).toBe(400);
  });

  it('journals a call that got no answer with status null', async () => {
    const c = client();
    await c.post('/__mock/faults', { pathPrefix: '/public/getVer', down: true, times: 1 });
    await expect(c.get('/public/getVer')).rejects.toThrow();
    const [entry] = (await c.get('/__mock/requests?pathPrefix=/public/getVer')).body as { status: unknown }[];
    expect(entry?.status).toBeNull();
  });

  it('keeps the last 200 requests', async () => {
    const c = client();
    for (let i = 0; i < 205; i += 1) await c.get('/public/getVer');
    expect((await c.get('/__mock/requests')).body).toHaveLength(200);
  });
});

describe('bench helpers', () => {
  it('answers the given bytes for every form download until DELETE', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    const bytes = Buffer.from(JSON.stringify([{ a: '佣金' }]));
    const put = await c.put('/__mock/form-file', { base64: bytes.toString('base64') });
    expect(put.body).toEqual({ size: bytes.length });
    const res = await c.get('/adm/com/formDownload/download?formCode=F0101');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(res.body as Buffer).equals(bytes)).toBe(true);
    expect((await c.get('/adm/com/formDownload/download?formCode=NOPE')).status).toBe(404);
    await c.delete('/__mock/form-file');
    const pdf = await c.get('/adm/com/formDownload/download?formCode=F0101');
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a form file without base64', async () => {
    expect((await client().put('/__mock/form-file', {})).status).toBe(400);
  });

  it("replaces a stored file's base64 as polfContent answers it; refuses an unknown file or no content", async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    const { transCode } = rowWith(await allRows(c), { polState: 'N', polInsureType: 'M' });
    const stored = await c.post('/ins/upload/updFileBase64', {
      transCode,
      fileType: 'C',
      fileName: 'a.jpg',
      stepCode: 'INS_S5',
      base64Str: Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64'),
    });
    const fileCode = (stored.body as { fileCode: string }).fileCode;
    expect(fileCode).toBeTruthy();
    const put = await c.put('/__mock/file-content', { transCode, fileCode, fileCntBase64: '/9j/4A*Q==' });
    expect(put.status).toBe(204);
    const content = await c.get(`/ins/upload/polfContent?transCode=${transCode}&fileCode=${fileCode}`);
    expect(content.body).toMatchObject({ fileCode, fileCntBase64: '/9j/4A*Q==' });
    expect(
      (await c.put('/__mock/file-content', { transCode, fileCode: 'NOPE', fileCntBase64: '' })).status,
    ).toBe(404);
    expect((await c.put('/__mock/file-content', { transCode, fileCode })).status).toBe(400);
  });

  it('lists a set number of commission rows per month until reset', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    const months = commissionMonths(new Date());
    const list = `/commission/SSDetailList?startMonth=${months[2]}&endMonth=${months[0]}`;
    const usual = (await c.get(list)).body as unknown[];
    expect((await c.put('/__mock/commission-rows', { perMonth: 12 })).body).toEqual({ perMonth: 12 });
    expect(((await c.get(list)).body as unknown[]).length).toBe(36);
    expect((await c.put('/__mock/commission-rows', { perMonth: 0 })).status).toBe(400);
    await c.post('/__mock/reset');
    await loginFully(c, 'AG00001');
    expect((await c.get(list)).body).toEqual(usual);
  });

  it('counts accepted connections (0 for an app that never listened)', async () => {
    expect((await client().get('/__mock/connections')).body).toEqual({ opened: 0 });
  });
});

describe('production', () => {
  it('does not mount /__mock when control is off', async () => {
    const res = await request(createMockApp({ control: false })).post('/__mock/reset');
    expect(res.status).toBe(403); // an ordinary path then, so CSRF applies
    const get = await request(createMockApp({ control: false })).get('/__mock/last-captcha');
    expect(get.status).toBe(404);
  });
});
