import supertest from 'supertest';
import { shellMessages } from '@agent-portal/contracts/messages';
import { binary, useStack } from './support/stack';
import { attachment } from '../http/content-disposition';

const ctx = useStack({}, { login: 'AG00001', clearFaults: true });
beforeAll(() => ctx.stack.redis.del('ap:cache:forms'));

describe('GET /api/forms', () => {
  it('lists every form without the PDFs', async () => {
    const res = await ctx.agent.get('/api/forms').expect(200);
    expect(res.body.length).toBe(12);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'fileName',
      'formCode',
      'formName',
      'formType',
      'formTypeName',
    ]);
    const { body } = await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/adm/com/formDownload/list');
    expect(body.length).toBeGreaterThan(0);
  });

  it('filters by category and by part of the name', async () => {
    const byType = (await ctx.agent.get('/api/forms').query({ formType: '02' }).expect(200)).body;
    expect(byType.length).toBe(3);
    expect(byType.every((f: { formType: string }) => f.formType === '02')).toBe(true);
    const byName = (await ctx.agent.get('/api/forms').query({ formName: '申請書' }).expect(200)).body;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((f: { formName: string }) => f.formName.includes('申請書'))).toBe(true);
    expect((await ctx.agent.get('/api/forms').query({ formName: '不存在的表單' }).expect(200)).body).toEqual(
      [],
    );
  });

  it.each([[{ formType: '0 1' }], [{ formName: 'x'.repeat(60) }], [{ other: '1' }]])(
    'answers %j with 400',
    async (query) => {
      const res = await ctx.agent.get('/api/forms').query(query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('needs a complete login', async () => {
    expect((await supertest(ctx.stack.app).get('/api/forms')).status).toBe(401);
    expect((await supertest(ctx.stack.app).get('/api/forms/F0101/download')).status).toBe(401);
  });
});

describe('GET /api/forms/:formCode/download', () => {
  it('streams the PDF with the Chinese file name (RFC 5987)', async () => {
    const res = await ctx.agent.get('/api/forms/F0102/download').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('F0102_客戶個人資料告知事項.pdf')}`,
    );
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown form with 404 before asking the core for a file', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await ctx.agent.get('/api/forms/F9999/download');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: shellMessages.FORM_NOT_FOUND });
    const { body } = await ctx.stack.mock(
      'get',
      '/__mock/requests?pathPrefix=/adm/com/formDownload/download',
    );
    expect(body).toEqual([]);
  });

  it('answers a malformed form code with 400', async () => {
    const res = await ctx.agent.get('/api/forms/F0101%20x/download');
    expect(res.status).toBe(400);
  });

  it('maps a dead core to the envelope', async () => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/adm/com/formDownload/download',
      down: true,
    });
    const res = await ctx.agent.get('/api/forms/F0101/download');
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('NO_RESPONSE');
  });
});

describe('attachment()', () => {
  it('keeps an ASCII fallback and encodes the real name per RFC 5987', () => {
    expect(attachment("F01_保單(新)'s*.pdf")).toBe(
      `attachment; filename="F01___(_)'s*.pdf"; filename*=UTF-8''F01_%E4%BF%9D%E5%96%AE%28%E6%96%B0%29%27s%2A.pdf`,
    );
    expect(attachment('a"b;c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%3Bc.pdf`);
  });
});
