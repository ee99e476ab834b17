import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { allRows, rowWith, type Row } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';

// The machine is shared: the first test also pays for the login's RSA key.
jest.setTimeout(20_000);

const { client } = mockUnderContract();

let c: LegacyClient;
let rows: Row[];
beforeEach(async () => {
  c = client();
  await loginFully(c, 'AG00001');
  rows = await allRows(c);
});

/** Issue 23 item 13: n5's loads (spec 2 §2.6, §7) and spec 3 §7's fetch ID customer data / policy info. */
describe('fetch policy info', () => {
  it('answers the case’s policy info with its insAcceptNo', async () => {
    const row = rowWith(rows, { polState: 'U' });
    const { body } = await c.get(`/ins/common/insPolicies/policyInfo?transCode=${row.transCode}`);
    expect(body).toMatchObject({
      transCode: row.transCode,
      compCode: row.compCode,
      insAcceptNo: row.insAcceptNo,
      polInsureType: row.polInsureType,
      polState: 'U',
    });
  });

  it('answers {} for a case the agent does not have', async () => {
    expect((await c.get('/ins/common/insPolicies/policyInfo?transCode=NOPE')).body).toEqual({});
  });
});

describe('policy-status count', () => {
  const count = async (transCode: string, cusIdn: string, polState: string) =>
    (
      await c.get(
        `/ins/common/insPolicies/polStateCount?${new URLSearchParams({ transCode, cusIdn, polState })}`,
      )
    ).body.POL_NUM as number;

  it('counts the customer’s other cases in the state', async () => {
    const sent = rows.filter((r) => r.polState === 'S');
    const idn = String(sent[0]!.oCusIdn);
    const expected = rows.filter((r) => r.polState === 'S' && r.oCusIdn === idn).length;
    // Every agent's cases count (the customer's), so the agent's own rows are a floor.
    expect(await count('NONE', idn, 'S')).toBeGreaterThanOrEqual(expected);
    expect(await count(sent[0]!.transCode, idn, 'S')).toBe((await count('NONE', idn, 'S')) - 1);
    expect(await count('NONE', 'Z000000000', 'S')).toBe(0);
  });
});

describe('agent-files request', () => {
  it('says finishYn N until agentFilesFinish is accepted', async () => {
    const { transCode } = rowWith(rows, { polState: 'U', amlPassState: 'P' });
    expect((await c.get(`/ins/common/agentFiles?transCode=${transCode}`)).body).toMatchObject({
      transCode,
      finishYn: 'N',
    });
    await c.post('/ins/common/insPoliciesAnnexRisk', {
      transCode,
      status: 'S',
      idnCode: 'A',
      idnCheckYn: 'Y',
      commCheckYn: 'Y',
      cusJobCode: '0101001',
      specJobYn: 'N',
      mlCheckYn: 'Y',
      insureSource: '1',
      premSource: '1',
    });
    await c.post('/ins/common/agentFilesFinish', { transCode, needEdd: 'N', moneyLaundMode: 'N' });
    expect((await c.get(`/ins/common/agentFiles?transCode=${transCode}`)).body.finishYn).toBe('Y');
  });
});

describe('fetch ID customer data', () => {
  it('answers the lookup’s data with S, N for an unknown ID', async () => {
    const known = await c.post('/ins/cus/idnCardData', {
      idnCard: 'A100000010',
      transCode: '',
      compCode: 'CH',
    });
    expect(known.body).toMatchObject({ status: 'S', cusData: { legcusIdn: 'A100000010' } });
    const unknown = await c.post('/ins/cus/idnCardData', { idnCard: 'Z999999990', transCode: '' });
    expect(unknown.body).toMatchObject({ status: 'N', cusData: null });
  });
});
