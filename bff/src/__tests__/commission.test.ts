import supertest from 'supertest';
import { shellMessages } from '@agent-portal/contracts/messages';
import { loginAs, useStack } from './support/stack';
import { commissionMonths, taipeiMonth } from '@agent-portal/contracts/rules';
import { commissionService } from '../modules/commission/commission.service';
import type { CommissionLegacy, LegacyCommissionRow } from '../modules/commission/commission.legacy';
import { serviceContext } from './support/service-context';

const ctx = useStack({}, { login: 'AG00001', clearFaults: true });

const months = commissionMonths();
const newest = months[0] as string;
const oldest = months[11] as string;

describe('commission months', () => {
  it('offers the 12 months before the current one, newest first', () => {
    expect(months).toHaveLength(12);
    expect(newest).toBe(taipeiMonth(new Date(), -1));
    expect([...months].sort().reverse()).toEqual(months);
  });
});

describe('GET /api/commission', () => {
  it('answers the rows of a range, period descending', async () => {
    const res = await ctx.agent
      .get('/api/commission')
      .query({ startMonth: months[2], endMonth: newest })
      .expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    const periods = res.body.map((r: { period: string }) => r.period);
    expect(new Set(periods)).toEqual(new Set(months.slice(0, 3)));
    expect(periods).toEqual([...periods].sort().reverse());
    expect(res.body[0]).toMatchObject({
      empID: 'AG00001',
      recNo: expect.any(String),
      fyc: expect.any(Number),
      payerNameMask: expect.any(String),
      insNameMask: expect.any(String),
      payerIDMask: expect.stringMatching(/^[A-Z]\d{2}\*{4}\d{3}$/),
      insIDMask: expect.stringMatching(/^[A-Z]\d{2}\*{4}\d{3}$/),
      insBirth: expect.stringMatching(/^\d{3}\/\d{2}\/\d{2}$/),
    });
  });

  it('sends masked names and IDs only: no plain names or IDs reach the browser', async () => {
    const res = await ctx.agent
      .get('/api/commission')
      .query({ startMonth: oldest, endMonth: newest })
      .expect(200);
    for (const row of res.body as Record<string, unknown>[]) {
      for (const field of ['payerName', 'payerID', 'insName', 'insID']) {
        expect(row).not.toHaveProperty(field);
      }
    }
  });

  it('answers one month and the whole year', async () => {
    const one = await ctx.agent
      .get('/api/commission')
      .query({ startMonth: oldest, endMonth: oldest })
      .expect(200);
    expect(one.body.every((r: { period: string }) => r.period === oldest)).toBe(true);
    await ctx.agent.get('/api/commission').query({ startMonth: oldest, endMonth: newest }).expect(200);
  });

  it('answers an empty list for an agent without data', async () => {
    const b = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, b, 'AG00004');
    expect(
      (await b.get('/api/commission').query({ startMonth: newest, endMonth: newest }).expect(200)).body,
    ).toEqual([]);
  });

  it('refuses a start month after the end month with the spec message, without calling the core', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await ctx.agent.get('/api/commission').query({ startMonth: newest, endMonth: oldest });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: shellMessages.COMMISSION_MONTH_ORDER,
    });
    expect((await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/commission')).body).toEqual([]);
  });

  it('refuses months outside the 12 before the current one', async () => {
    const current = taipeiMonth();
    const tooOld = `${Number(current.slice(0, 4)) - 2}01`;
    for (const query of [
      { startMonth: newest, endMonth: current },
      { startMonth: tooOld, endMonth: newest },
    ]) {
      const res = await ctx.agent.get('/api/commission').query(query);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(shellMessages.COMMISSION_MONTH_RANGE);
    }
  });

  it.each([
    [{}],
    [{ startMonth: newest }],
    [{ startMonth: '2024-01', endMonth: newest }],
    [{ startMonth: '202413', endMonth: newest }],
    [{ startMonth: newest, endMonth: '20240' }],
    [{ startMonth: newest, endMonth: newest, extra: '1' }],
  ])('answers %j with 400', async (query) => {
    const res = await ctx.agent.get('/api/commission').query(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('needs a complete login', async () => {
    const res = await supertest(ctx.stack.app)
      .get('/api/commission')
      .query({ startMonth: newest, endMonth: newest });
    expect(res.status).toBe(401);
  });

  it('maps a core failure to the envelope', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/commission/SSDetailList', status: 408 });
    const res = await ctx.agent.get('/api/commission').query({ startMonth: newest, endMonth: newest });
    expect(res.status).toBe(504);
    expect(res.body.error.code).toBe('CORE_TIMEOUT');
  });
});

describe('GET /api/commission/detail', () => {
  it('answers the one row of the detail dialog', async () => {
    const rows = (await ctx.agent.get('/api/commission').query({ startMonth: newest, endMonth: newest }))
      .body;
    const row = rows[rows.length - 1];
    const res = await ctx.agent
      .get('/api/commission/detail')
      .query({ period: row.period, empID: row.empID, recNo: row.recNo })
      .expect(200);
    // The IDs masked as the list masks them; the plain IDs never leave the BFF (issue 41 item 9).
    expect(res.body).toEqual(row);
    expect(res.body.payerIDMask).toMatch(/^[A-Z]\d{2}\*{4}\d{3}$/);
    expect(res.body.insIDMask).toMatch(/^[A-Z]\d{2}\*{4}\d{3}$/);
    expect(res.body).not.toHaveProperty('payerID');
    expect(res.body).not.toHaveProperty('insID');
    expect(res.body).not.toHaveProperty('payerName');
    expect(res.body).not.toHaveProperty('insName');
  });

  it('answers 404 when the core answers another row than the one asked for, never that row', async () => {
    const other: LegacyCommissionRow = { ...coreRow(), period: newest, empID: 'AG00001', recNo: '000001' };
    const legacy: CommissionLegacy = { range: async () => [], one: async () => [other] };
    const { ctx: context } = serviceContext({ auth: { stage: 'done', userCode: 'AG00001', mobileYn: 'N' } });
    await expect(
      commissionService(legacy).detail(context, newest, 'AG00001', '000002'),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: shellMessages.COMMISSION_EMPTY,
    });
    await expect(
      commissionService(legacy).detail(context, newest, 'AG00002', '000001'),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers 404 with the empty-month message when the core has no such row', async () => {
    const res = await ctx.agent
      .get('/api/commission/detail')
      .query({ period: newest, empID: 'AG00001', recNo: '999999' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: shellMessages.COMMISSION_EMPTY });
  });

  it.each([
    [{ period: newest, empID: 'AG00001' }],
    [{ period: 'x', empID: 'AG00001', recNo: '000001' }],
    [{ period: newest, empID: 'AG 001', recNo: '000001' }],
    [{ period: newest, empID: 'AG00001', recNo: '0'.repeat(30) }],
  ])('answers %j with 400', async (query) => {
    const res = await ctx.agent.get('/api/commission/detail').query(query);
    expect(res.status).toBe(400);
  });
});

/** A complete core row (all fields legacy.yaml requires). */
function coreRow(): LegacyCommissionRow {
  return {
    period: '202401',
    bTypeName: '新契約',
    sNo: 'S1',
    iNo: 'I1',
    payerName: '王小明',
    payerNameMask: '王*明',
    payerID: 'A123456789',
    insName: '王小明',
    insNameMask: '王*明',
    insID: 'A123456789',
    insBirth: '080/01/01',
    aliasName: '保險公司',
    mainName: '主約',
    prodCode: 'P1',
    prodName: '商品',
    yp: 20,
    yr: 1,
    itemName: '年繳',
    sDate: '2024/01/01',
    benefit: 1000000,
    fyp: 10000,
    srcItemName: '獎金',
    fyc: 1000,
    bKindName: '佣金',
    fya: 1000,
    iDate: '2024/01/01',
    srcdate: '2024/01/01',
    empID: 'AG00001',
    recNo: '000001',
  };
}
