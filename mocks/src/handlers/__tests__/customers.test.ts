import request from 'supertest';
import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { check, client } = mockUnderContract();

async function agent(userCode = 'AG00001'): Promise<LegacyClient> {
  const c = client();
  await loginFully(c, userCode);
  return c;
}

const newCode = async (c: LegacyClient) =>
  ((await c.get('/ins/common/insPolicies/newTransCode')).body as { transCode: string }).transCode;

const holder = (transCode: string) => ({
  insPolicies: { transCode, compCode: 'CH', polInsureType: 'M', stepCode: 'INS_S1', shareYn: 'N' },
  cus: { cusType: 'O', cusIdn: 'A123456789', cusName: '王大明', birthday: '064/03/12', salary: '120' },
});

describe('customer info (issue 10)', () => {
  it('creates the case on the first save of an issued code and reads it back', async () => {
    const c = await agent();
    const transCode = await newCode(c);
    expect((await c.post('/ins/cus/cusInfo', holder(transCode))).body).toEqual({
      status: 'S',
      message: '儲存成功',
    });
    const read = (await c.post('/ins/cus/cusInfo/query', { transCode, cusType: ['O', 'I'] })).body as {
      cusList: Record<string, string>[];
      insPolicies: Record<string, string>;
    };
    expect(read.cusList).toHaveLength(1);
    expect(read.cusList[0]).toMatchObject({ cusType: 'O', cusName: '王大明', legalYn: 'N' });
    expect(read.insPolicies).toMatchObject({ shareYn: 'N', polInsureType: 'M' });
    const rows = (await c.post('/ins/common/insPolicies/search', { transCode })).body as {
      oCusName: string;
    }[];
    expect(rows[0]?.oCusName).toBe('王大明');
  });

  it('refuses a code that was not issued to the agent', async () => {
    const c = await agent();
    expect((await c.post('/ins/cus/cusInfo', holder('TN999999ZZZZ'))).body).toEqual({
      status: 'E',
      message: '交易序號無效，請重新取得',
    });
  });

  it('needs a legal representative for a minor, and keeps the legal records', async () => {
    const c = await agent();
    const transCode = await newCode(c);
    await c.post('/ins/cus/cusInfo', holder(transCode));
    await c.post('/ins/cus/cusInfo', {
      insPolicies: { transCode, polInsureType: 'M', stepCode: 'INS_S2' },
      cus: {
        cusType: 'I',
        cusIdn: 'N134590122',
        cusName: '謝小恩',
        birthday: '110/03/21',
        relationOwnerCode: '3',
      },
    });
    const service = (await c.post('/ins/cus/agentService', { transCode, delFlag: true })).body as {
      cusType: string;
      legalYn: string;
      legStatus: string;
    }[];
    expect(service.map((s) => [s.cusType, s.legalYn, s.legStatus])).toEqual([
      ['O', 'N', ''],
      ['I', 'Y', 'W'],
    ]);
    const posted = await c.post('/ins/cus/legalAgent', {
      transCode,
      changedFlag: true,
      typeI: { cusType: 'I', legcusIdn: 'A123456789' },
    });
    expect(posted.body).toEqual({ status: 'S', message: '儲存成功' });
    expect((await c.post('/ins/cus/legalAgent/query', { transCode })).body).toEqual([
      { cusType: 'I', legcusIdn: 'A123456789', legStatus: 'S' },
    ]);
  });

  it('answers the latest earlier finance of a customer', async () => {
    const c = await agent();
    expect(
      (await c.post('/ins/cus/userFinance', { cusIdn: 'B220145684', transCode: 'X' })).body,
    ).toMatchObject({
      salary: '80',
    });
    expect((await c.post('/ins/cus/userFinance', { cusIdn: 'A123456789', transCode: 'X' })).body.salary).toBe(
      '',
    );
  });
});

describe('consent and SMS (issue 10)', () => {
  it('marks consent after the simulated link click', async () => {
    const c = await agent();
    const ask = () => c.post('/ins/cus/cusAgreeYn', { cusName: '張三', mobile: '0933444555' });
    expect((await ask()).body).toEqual({ agreeYn: 'N' });
    expect(
      (await c.post('/ins/cus/sendAgreeSms', { transCode: 'T1', cusName: '張三', mobile: '0933444555' }))
        .body,
    ).toEqual({ statusCode: 'P' });
    await request(check.app)
      .post('/__mock/consent/click')
      .send({ cusName: '張三', mobile: '0933444555' })
      .expect(204);
    expect((await ask()).body).toEqual({ agreeYn: 'Y' });
    expect(
      (await c.post('/ins/cus/sendAgreeSms', { transCode: 'T1', cusName: '張三', mobile: '0900000000' })).body
        .statusCode,
    ).toBe('F');
  });
});

describe('share agent lookup (issue 10)', () => {
  it('finds agents by registration number, {} when unknown', async () => {
    const c = await agent();
    expect((await c.get('/adm/com/shareAgent?pirCode=0113900001')).body).toEqual({
      userCode: 'AG90001',
      branCode: 'B0205',
      userName: '鄭志明',
    });
    expect((await c.get('/adm/com/shareAgent?pirCode=011300001')).body.userCode).toBe('AG00001');
    expect((await c.get('/adm/com/shareAgent?pirCode=nope')).body).toEqual({});
  });
});
