import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

// The machine is shared: the first test also pays for the login's RSA key.
jest.setTimeout(20_000);

const { client } = mockUnderContract();

let c: LegacyClient;
beforeEach(async () => {
  c = client();
  await loginFully(c, 'AG00001');
});

type Body = Record<string, unknown> & { cusData?: Record<string, unknown> | null };
const lookup = async (idnCard: string) =>
  (await c.post('/ins/cus/checkIdnCard', { idnCard, transCode: '', compCode: 'CH' })).body as Body;
const nameCheck = async (ids: string[]) =>
  (
    await c.post('/ins/cus/checkCusName', {
      transCode: 'TR001001',
      compCode: 'CH',
      idnCardList: ids,
      codeTypeList: ids.map((_, i) => (i === 0 ? 'O' : 'I')),
    })
  ).body as Body;
const checkAddress = async (address: string) =>
  (
    await c.get(
      `/kgib/rest/getKgibAddress?${new URLSearchParams({ address, transCode: '', compCode: 'CH' })}`,
    )
  ).body as Body;

describe('ID lookup', () => {
  it('answers a normal record with last income and reference addresses', async () => {
    const r = await lookup('A100000010');
    expect(r.status).toBe('S');
    expect(r.cusData).toMatchObject({
      legcusIdn: 'A100000010',
      legcusName: '王志明',
      legSex: '1',
      legNationality: 'TW',
      hasLastIncome: 'Y',
      salaryLast: 120,
      marryCode: '1',
    });
    expect((r.cusData?.refAddressR as Record<string, string>).addrFull).toBe('臺北市信義區市府路１號');
    const year = Number(String(r.cusData?.legbirthday).slice(0, 4));
    expect(new Date().getFullYear() - year).toBe(46);
  });

  it('answers M with its message and the data, E with its message only, N for an unknown ID', async () => {
    const m = await lookup('B100000039');
    expect(m.status).toBe('M');
    expect(m.message).toMatch(/高風險/);
    expect(m.cusData?.legcusName).toBe('陳建國');
    const e = await lookup('B200000040');
    expect(e).toEqual({ status: 'E', message: expect.stringMatching(/凍結/), cusData: null });
    expect(await lookup('Q123456789')).toEqual({
      status: 'N',
      message: '查無客戶資料，請自行輸入',
      cusData: null,
    });
  });

  it('has a record without last income and without reference addresses', async () => {
    const r = await lookup('a200000021');
    expect(r.cusData).toMatchObject({
      hasLastIncome: 'N',
      salaryLast: null,
      refAddressR: null,
      refAddress: null,
    });
  });
});

describe('name/AML check', () => {
  it('answers S, M or E, the most severe of the customers checked together', async () => {
    expect(await nameCheck(['A100000010'])).toEqual({
      status: 'S',
      message: '',
      amlResult: 'L',
      secAmlResult: 'N',
    });
    expect(await nameCheck(['A100000010', 'B100000039'])).toMatchObject({ status: 'M', amlResult: 'H' });
    expect(await nameCheck(['B100000039', 'B200000040'])).toMatchObject({ status: 'E', secAmlResult: 'Y' });
  });
});

describe('address check', () => {
  it('answers each outcome by the door number', async () => {
    expect(await checkAddress('臺北市信義區市府路１號')).toMatchObject({
      code: 'ok1',
      resultAddr: '臺北市信義區市府路１號',
    });
    expect(await checkAddress('台北市信義區市府路1號')).toMatchObject({
      code: 'ok2',
      resultAddr: '臺北市信義區市府路１號',
    });
    expect(await checkAddress('臺北市信義區市府路２２２號')).toMatchObject({ code: 'ok2' });
    expect(await checkAddress('臺北市信義區市府路８８８號三樓')).toMatchObject({
      code: 'er1',
      resultAddr: '臺北市信義區市府路１８號三樓',
    });
    expect(await checkAddress('臺北市信義區市府路９９９號')).toMatchObject({
      code: 'er2',
      address: ['臺北市信義區市府路１號', '臺北市信義區市府路３號', '臺北市信義區市府路５號'],
    });
    expect(await checkAddress('臺北市信義區市府路７７７號')).toMatchObject({ code: 'ok1', resultAddr: '' });
    expect(await checkAddress('臺北市信義區市府路６６６號')).toMatchObject({ code: 'er9' });
    expect(await checkAddress('臺北市信義區市府路５５５號')).toMatchObject({ connectError: 'Y' });
  });
});
