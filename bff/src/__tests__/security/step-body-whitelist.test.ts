import { taipeiParts } from '@agent-portal/contracts/rules';
import { CSRF, useStack } from '../support/stack';
import { HOLDER, checkHolderAddress, newCase as customerNewCase, saveStep } from '../support/customers';

/**
 * Issue 20 (bodies whitelisted per step): a customer-step body keeps only its step schema's fields; every other key
 * (an invented one, a key of the record the BFF or the core sets, a flag the BFF derives) is dropped and never
 * reaches the core (docs/decisions.md: dropped, not refused, in every mode of every step).
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

/** Keys the SPA never sends as the record's, each with a value the core must never see. */
const FORGED = {
  amlResult: 'X',
  agreeYn: 'Y',
  cusCheck: 'Y',
  secAmlResult: 'N',
  legalYn: 'N',
  cusCode: 'TN0000000001O',
  transCode: 'TN0000000001',
  riskJobYn: 'N',
  polState: 'O',
  isAdmin: 'Y',
};

const newCase = () => customerNewCase(ctx.agent);

const save = (transCode: string, step: string, values: object, mode: string, revision = 0) =>
  saveStep(ctx.agent, transCode, step, values, { mode, revision });

const drafts = async (transCode: string) =>
  (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;

describe('customer-step bodies keep only the step’s fields', () => {
  it.each(['temporary', 'auto'])('%s saves of n1 and n2 forward no forged key', async (mode) => {
    const transCode = await newCase();
    await save(
      transCode,
      'policyholder',
      { cusName: '王大明', mobile: '0911222333', ...FORGED, nested: { a: 'b' } },
      mode,
    ).expect(200);
    await save(
      transCode,
      'insured',
      { cusName: '李美玲', relationOwnerCode: '4', ...FORGED, shareYn: 'Y' },
      mode,
    ).expect(200);
    const { policyholder, insured } = await drafts(transCode);
    expect(policyholder).toMatchObject({ cusName: '王大明', mobile: '0911222333', transCode });
    expect(insured).toMatchObject({ cusName: '李美玲', relationOwnerCode: '4', transCode });
    for (const record of [policyholder, insured]) {
      // cusCheck and amlResult are the BFF's, from its own name-check record (none yet: N and blank).
      expect(record.amlResult ?? '').toBe('');
      expect(record.cusCheck ?? 'N').toBe('N');
      for (const key of ['agreeYn', 'secAmlResult', 'riskJobYn', 'polState', 'isAdmin', 'nested'])
        expect(record).not.toHaveProperty(key);
    }
    expect(insured).not.toHaveProperty('shareYn');
  });

  it('a final save of n1 forwards no forged key either', async () => {
    const address = await checkHolderAddress(ctx.agent);
    const { checkAddrRYn: _r, checkAddrYn: _a, phoneH1: _p1, phoneH2: _p2, email: _e, ...base } = HOLDER;
    const holder = { ...base, addrFullR: address, addrFull: address };
    const transCode = await newCase();
    const check = await ctx.agent
      .post('/api/customer-data/name-check')
      .set(CSRF)
      .send({ transCode, customers: [{ idn: holder.cusIdn, cusType: 'O' }] })
      .expect(200);
    await save(transCode, 'policyholder', { ...holder, ...FORGED }, 'final').expect(200);
    const { policyholder } = await drafts(transCode);
    expect(policyholder).toMatchObject({ cusName: '王大明', checkAddrRYn: 'Y', checkAddrYn: 'Y' });
    // The name check's own verdict, not the body's.
    expect(policyholder).toMatchObject({ cusCheck: 'Y', amlResult: check.body.amlResult });
    for (const key of ['agreeYn', 'secAmlResult', 'riskJobYn', 'polState', 'isAdmin'])
      expect(policyholder).not.toHaveProperty(key);
  });

  it('a representative box forwards only the box’s fields; its customer ID and status are the BFF’s', async () => {
    const transCode = await newCase();
    const rocYear = String(taipeiParts().year - 10 - 1911).padStart(3, '0');
    await save(
      transCode,
      'policyholder',
      { cusIdn: 'C100000058', cusName: '張小宇', birthYy: rocYear, birthMm: '01', birthDd: '01' },
      'temporary',
    ).expect(200);
    const box = {
      legcusIdn: 'A123456789',
      legcusName: '王大明',
      cusIdn: 'Z999999999',
      legStatus: 'S',
      legAmlResult: 'L',
      ...FORGED,
    };
    await save(transCode, 'legal-agent', { showO: 'Y', showI: 'N', O: box, I: {} }, 'temporary').expect(200);
    const { legalAgent } = await drafts(transCode);
    expect(legalAgent.O).toMatchObject({ legcusIdn: 'A123456789', cusIdn: 'C100000058' });
    for (const key of ['legAmlResult', 'amlResult', 'agreeYn', 'cusCheck', 'isAdmin', 'polState'])
      expect(legalAgent.O).not.toHaveProperty(key);
  });
});
