import { taipeiToday } from '@agent-portal/contracts/rules';
import { CSRF, useStack } from './support/stack';

const ctx = useStack({}, { login: 'AG00002', reset: true });

const day = (offset: number) => taipeiToday(new Date(Date.now() + offset * 86_400_000));

const application = (extra: object = {}) => ({
  cusIdn: 'd100000077',
  cusName: '',
  getDataYn: 'Y',
  walkOutStartDtStr: day(0),
  walkOutEndDtStr: day(3),
  applyDesc: '拜訪客戶說明保單內容',
  ...extra,
});

describe('GET /api/release-permits', () => {
  it("lists the agent's applications of the period, newest first, with the return reason of R", async () => {
    const rows = (
      await ctx.agent
        .get('/api/release-permits')
        .query({ applyStartDt: day(-30), applyEndDt: day(0) })
        .expect(200)
    ).body as { cusIdn: string; status: string; returnDesc: string; createDtStr: string }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.find((r) => r.cusIdn === 'E100000096')).toMatchObject({
      status: 'R',
      returnDesc: expect.any(String),
    });
    const dates = rows.map((r) => r.createDtStr);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses an end after today, an end before the start and a missing day (400)', async () => {
    const after = await ctx.agent
      .get('/api/release-permits')
      .query({ applyStartDt: day(-3), applyEndDt: day(1) });
    expect(after.status).toBe(400);
    expect(after.body.error.message).toBe('申請日期迄日不可大於今日');
    const order = await ctx.agent
      .get('/api/release-permits')
      .query({ applyStartDt: day(-1), applyEndDt: day(-2) });
    expect(order.body.error.message).toBe('迄日不可小於起日');
    expect((await ctx.agent.get('/api/release-permits').query({ applyStartDt: day(-1) })).status).toBe(400);
  });
});

describe('GET /api/release-permits/customer', () => {
  it('answers the in-house customer of an ID, else 404 with the not-prefilled message', async () => {
    const found = await ctx.agent
      .get('/api/release-permits/customer')
      .query({ cusIdn: 'd100000077' })
      .expect(200);
    expect(found.body.cusIdn).toBe('D100000077');
    const unknown = await ctx.agent.get('/api/release-permits/customer').query({ cusIdn: 'Z999999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'RELEASE_PERMIT_NOT_FOUND',
      message: '此身分證字號未預填或非本公司客戶，無法申請攜出客戶資料',
    });
  });
});

describe('POST /api/release-permits, then the carry-out check of the ID lookup', () => {
  it('submits for review; once approved the carryYn agent may look the ID up', async () => {
    const name = (await ctx.agent.get('/api/release-permits/customer').query({ cusIdn: 'D100000077' })).body
      .cusName;
    const lookup = () => ctx.agent.post('/api/customer-data/id-lookup').set(CSRF).send({ idn: 'D100000077' });
    expect((await lookup()).body.error?.code).toBe('CARRY_OUT_NOT_PERMITTED');

    const res = await ctx.agent
      .post('/api/release-permits')
      .set(CSRF)
      .send(application({ cusName: name }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: '攜出申請已送審' });
    const again = await ctx.agent
      .post('/api/release-permits')
      .set(CSRF)
      .send(application({ cusName: name }));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('此客戶於申請期間已有審核中或已核准之攜出申請，請勿重複申請');

    expect((await lookup()).body.error?.code).toBe('CARRY_OUT_NOT_PERMITTED');
    await ctx.stack.mock('put', '/__mock/release-permits/review', { cusIdn: 'D100000077', status: 'A' });
    const allowed = await lookup();
    expect(allowed.status).toBe(200);
  });

  it('refuses a name not from the lookup, a start before today, a range over WALKOUT_DAY_LIMIT', async () => {
    const name = (await ctx.agent.get('/api/release-permits/customer').query({ cusIdn: 'A900000187' })).body
      .cusName;
    const send = (extra: object) =>
      ctx.agent
        .post('/api/release-permits')
        .set(CSRF)
        .send(application({ cusIdn: 'A900000187', cusName: name, ...extra }));
    expect((await send({ cusName: '王小明' })).body.error.message).toBe('請透過身分證字號放大鏡取得客戶姓名');
    expect((await send({ getDataYn: 'N' })).body.error.message).toBe('請透過身分證字號放大鏡取得客戶姓名');
    expect((await send({ walkOutStartDtStr: day(-1) })).body.error.message).toBe('攜出起日不可小於今日');
    expect((await send({ walkOutEndDtStr: day(7) })).body.error.message).toBe('攜出期間限7日內');
    expect((await send({ applyDesc: '' })).body.error.message).toBe('請輸入申請說明');
    expect((await send({ unknown: 1 })).status).toBe(400);
  });
});
