import supertest from 'supertest';
import { customerDataMessages, ruleMessages } from '@agent-portal/contracts/messages';
import { CSRF, loginAs, type Agent, useStack } from './support/stack';

// A short address-check wait so the timeout case runs quickly (the default is 100 s).
const ctx = useStack({ ADDRESS_CHECK_TIMEOUT_MS: '400' }, { login: 'AG00001', reset: true });

async function as(userCode: string): Promise<Agent> {
  const agent = supertest.agent(ctx.stack.app);
  await loginAs(ctx.stack, agent, userCode);
  return agent;
}

const lookup = (agent: Agent, body: object) =>
  agent.post('/api/customer-data/id-lookup').set(CSRF).send(body);
const nameCheck = (body: object) => ctx.agent.post('/api/customer-data/name-check').set(CSRF).send(body);
const addressCheck = (parts: object, type = 'R') =>
  ctx.agent.post('/api/customer-data/address-check').set(CSRF).send({ type, parts });

const street = (addrNum: string, more: object = {}) => ({
  addrCity: '臺北市',
  addrArea: '信義區',
  addrZipCode: '110',
  addrRoad: '市府路',
  addrNum,
  ...more,
});

describe('POST /api/customer-data/id-lookup', () => {
  it('S: fills the customer, with last income, reference addresses, the fields to lock and the phone reminder', async () => {
    const res = await lookup(ctx.agent, { idn: 'a100000010' }).expect(200);
    expect(res.body).toMatchObject({
      status: 'S',
      reminder: customerDataMessages.ID_LOOKUP_PHONE_REMINDER,
      customer: {
        idn: 'A100000010',
        name: '王志明',
        sex: '1',
        nationality: 'TW',
        phoneC: '02-27208889#123',
        lastIncome: { salaryLast: 120, oIncomeLast: 10, hIncomeLast: 200, assetsLast: 500 },
        refAddressR: { addrFull: '臺北市信義區市府路１號' },
        locked: ['idn', 'name', 'sex', 'birthday', 'nationality'],
      },
    });
    expect(res.body.customer.birthYy).toMatch(/^\d{3}$/);
  });

  it('M: warns with the message and still gives the data; E: the message only; N: no record', async () => {
    const m = (await lookup(ctx.agent, { idn: 'B100000039' }).expect(200)).body;
    expect(m).toMatchObject({
      status: 'M',
      message: expect.stringMatching(/高風險/),
      customer: { name: '陳建國' },
    });
    const e = (await lookup(ctx.agent, { idn: 'B200000040' }).expect(200)).body;
    expect(e).toEqual({ status: 'E', message: expect.stringMatching(/凍結/), reminder: '', customer: null });
    const n = (await lookup(ctx.agent, { idn: 'A123456789' }).expect(200)).body;
    expect(n).toMatchObject({ status: 'N', customer: null });
  });

  it('refuses a bad ID and the other party’s ID with the dialog’s messages (400)', async () => {
    const bad = await lookup(ctx.agent, { idn: 'A12345' }).expect(400);
    expect(bad.body.error.message).toBe(ruleMessages.ID_LENGTH);
    const same = await lookup(ctx.agent, { idn: 'A100000010', otherIdn: 'A100000010', party: 'I' }).expect(
      400,
    );
    expect(same.body.error.message).toBe(ruleMessages.SAME_AS_LEGAL('被保險人'));
  });

  it('carryYn Y: only IDs on an approved take-out list valid today (403 otherwise)', async () => {
    const carrier = await as('AG00002');
    await lookup(carrier, { idn: 'A100000010' }).expect(200);
    for (const idn of ['C200000069', 'A200000021', 'E100000096', 'A123456789']) {
      const res = await lookup(carrier, { idn }).expect(403);
      expect(res.body.error).toMatchObject({
        code: 'CARRY_OUT_NOT_PERMITTED',
        message: '您輸入的身分證字號未在攜出申請有效名單內，無法發查客戶資料',
      });
    }
  });
});

describe('POST /api/customer-data/name-check', () => {
  // The case must be the agent's (issue 20): a code issued to this agent for a new draft.
  let transCode = '';
  beforeEach(async () => {
    const res = await ctx.agent
      .post('/api/proposals/trans-code')
      .set(CSRF)
      .send({ compCode: 'CH', polInsureType: 'M' })
      .expect(200);
    transCode = (res.body as { transCode: string }).transCode;
  });
  const body = (...idns: string[]) => ({
    transCode,
    customers: idns.map((idn, i) => ({ idn, cusType: i === 0 ? 'O' : 'I' })),
  });

  it('answers S, M and E with the core’s message and AML results', async () => {
    expect((await nameCheck(body('A100000010')).expect(200)).body).toEqual({
      status: 'S',
      message: '',
      amlResult: 'L',
      secAmlResult: 'N',
    });
    expect((await nameCheck(body('A100000010', 'B100000039')).expect(200)).body).toMatchObject({
      status: 'M',
    });
    expect((await nameCheck(body('B200000040')).expect(200)).body).toMatchObject({
      status: 'E',
      secAmlResult: 'Y',
    });
  });

  it('refuses an empty list (400)', async () => {
    await nameCheck({ transCode, customers: [] }).expect(400);
  });
});

describe('POST /api/customer-data/address-check', () => {
  it('ok1 and ok2: flag Y and the service address', async () => {
    const ok1 = (await addressCheck(street('1')).expect(200)).body;
    expect(ok1).toMatchObject({
      outcome: 'ok',
      flag: 'Y',
      address: '臺北市信義區市府路１號',
      proceeds: true,
    });
    const ok2 = (await addressCheck(street('222', { addrFloor: '三' })).expect(200)).body;
    expect(ok2).toMatchObject({ outcome: 'ok', flag: 'Y', address: '臺北市信義區市府路２２２號三樓' });
  });

  it('renumbered: the new address to confirm', async () => {
    const res = (await addressCheck(street('888')).expect(200)).body;
    expect(res).toMatchObject({
      outcome: 'renumbered',
      flag: null,
      address: '臺北市信義區市府路１８號',
      message: '地址門牌整編過，新地址為:臺北市信義區市府路１８號',
      proceeds: false,
    });
  });

  it('unknown: the message with the prefix and the reference addresses', async () => {
    const res = (await addressCheck(street('999'), 'L').expect(200)).body;
    expect(res).toMatchObject({
      outcome: 'unknown',
      flag: null,
      message: '居住地址：輸入的地址門牌不存在，請重新輸入！',
    });
    expect(res.references).toHaveLength(3);
  });

  it('malformed and failed block with their messages', async () => {
    expect((await addressCheck(street('777')).expect(200)).body).toMatchObject({
      outcome: 'malformed',
      message: '戶籍地址：地址門牌回傳內容錯誤！',
    });
    expect((await addressCheck(street('666')).expect(200)).body).toMatchObject({
      outcome: 'failed',
      message: '戶籍地址：地址正規化檢核失敗，請重新輸入！',
    });
  });

  it('unreachable (connectError, a 5xx, a timeout): the typed address with flag P, the flow continues', async () => {
    const typed = '臺北市信義區市府路５５５號';
    expect((await addressCheck(street('555')).expect(200)).body).toMatchObject({
      outcome: 'unreachable',
      flag: 'P',
      address: typed,
      message: customerDataMessages.ADDRESS_UNREACHABLE,
      proceeds: true,
    });
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/kgib/rest/getKgibAddress',
      status: 503,
      times: 1,
    });
    expect((await addressCheck(street('1')).expect(200)).body).toMatchObject({
      outcome: 'unreachable',
      flag: 'P',
    });
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/kgib/rest/getKgibAddress',
      delayMs: 1500,
      times: 1,
    });
    expect((await addressCheck(street('1')).expect(200)).body).toMatchObject({
      outcome: 'unreachable',
      flag: 'P',
      address: '臺北市信義區市府路１號',
    });
    await ctx.stack.mock('delete', '/__mock/faults');
  });

  it('refuses parts the dialog refuses (400, every message)', async () => {
    const res = await addressCheck({ addrCity: '臺北市', addrNumOf: '2' }).expect(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        ruleMessages.ADDRESS_AREA_REQUIRED,
        ruleMessages.ADDRESS_ROAD_REQUIRED,
        ruleMessages.ADDRESS_NUM_INCOMPLETE,
      ]),
    );
  });
});

describe('GET /api/common/codes: the spec 3 §3 code lists', () => {
  it('serves every list, the OTHER entries marked with codeDesc', async () => {
    const all = (await ctx.agent.get('/api/common/codes').expect(200)).body as {
      codeType: string;
      codeValue: string;
      codeDesc?: string;
    }[];
    for (const type of [
      'RELATION_OWNER_CODE',
      'LEG_REL_OWNER_CODE',
      'SEX',
      'MARRY_CODE',
      'ABORG_CODE',
      'PUR_CODE',
      'INS_TYPE_CODE',
      'SEL_YN',
      'COMP_CODE',
      'OLD_AGE_YN',
      'MODE',
      'RETIRE_YEAR',
      'FEE_SOURCE',
      'CUR_CODE',
      'SEL_CHK',
      'INS_REASON_CODE',
    ]) {
      expect(all.filter((c) => c.codeType === type).length).toBeGreaterThan(0);
    }
    const other = (type: string) =>
      all.filter((c) => c.codeType === type && c.codeDesc === 'OTHER').map((c) => c.codeValue);
    expect(other('RELATION_OWNER_CODE')).toEqual(['6']);
    expect(other('LEG_REL_OWNER_CODE')).toEqual(['3']);
    expect(other('SEX')).toEqual([]);
  });
});
