import { taipeiParts } from '@agent-portal/contracts/rules';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { CSRF, useStack } from '../support/stack';

/**
 * Issue 20 (legal representative): which party needs one is the BFF's (the ages of the customers the core holds and
 * the agent-service check it runs), never the body's showO/showI. A final save without a required representative is
 * refused with the step's message and nothing is written; a box for a party that needs none is never forwarded.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

const rocYear = (age: number) => String(taipeiParts().year - age - 1911).padStart(3, '0');
const child = {
  cusIdn: 'C100000058',
  cusName: '張小宇',
  sex: '1',
  birthYy: rocYear(10),
  birthMm: '01',
  birthDd: '01',
  nationality: 'TW',
};
const adult = {
  cusIdn: 'A123456789',
  cusName: '王大明',
  sex: '1',
  birthYy: rocYear(40),
  birthMm: '01',
  birthDd: '01',
  nationality: 'TW',
  relationOwnerCode: '4',
};
const representative = {
  legcusIdn: 'A123456789',
  legcusName: '王大明',
  legSex: '1',
  legbirthYy: rocYear(40),
  legbirthMm: '01',
  legbirthDd: '01',
  legNationality: 'TW',
  legRelOwnerCode: '1',
  legMobile: '0911222333',
};

async function caseOfAChild(): Promise<string> {
  const { transCode } = (
    await ctx.agent
      .post('/api/proposals/trans-code')
      .set(CSRF)
      .send({ compCode: 'CH', polInsureType: 'M' })
      .expect(200)
  ).body as { transCode: string };
  await save(transCode, 'policyholder', child, 'temporary').expect(200);
  await save(transCode, 'insured', adult, 'temporary').expect(200);
  return transCode;
}

const save = (transCode: string, step: string, values: object, mode = 'final', revision = 0) =>
  ctx.agent
    .post(`/api/customer-steps/${transCode}/drafts/${step}`)
    .set(CSRF)
    .send({ mode, revision, polInsureType: 'M', compCode: 'CH', stepCode: 'INS_S3', values });

const legalRecords = async (transCode: string) =>
  (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body.legalAgent as {
    O: Record<string, string> | null;
    I: Record<string, string> | null;
  };

describe('the legal representative of a 10-year-old policyholder (C100000058)', () => {
  it('the BFF says one is required', async () => {
    const transCode = await caseOfAChild();
    const res = await ctx.agent.post(`/api/customer-steps/${transCode}/agent-service`).set(CSRF).expect(200);
    expect(res.body).toMatchObject({ legalO: 'Y', legalI: 'N' });
  });

  it.each([
    ['showO N and no box', { showO: 'N', showI: 'N', O: {}, I: {} }],
    ['showO missing, an empty box', { O: { legcusIdn: '' }, I: {} }],
  ])('a final save with %s is refused with the step message; nothing is written', async (_, values) => {
    const transCode = await caseOfAChild();
    const res = await save(transCode, 'legal-agent', values).expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: customerStepMessages.LEGAL_ID_REQUIRED,
    });
    expect(await legalRecords(transCode)).toEqual({ O: null, I: null });
    const drafts = (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;
    expect(drafts.revisions['legal-agent']).toBe(0);
  });

  it('a box the body hides (showO N) is still validated and saved; a box for the adult insured (showI Y) never reaches the core', async () => {
    const transCode = await caseOfAChild();
    const invalid = await save(transCode, 'legal-agent', {
      showO: 'N',
      showI: 'N',
      O: { ...representative, legcusName: '王 大明' },
      I: {},
    }).expect(400);
    expect(invalid.body.error.code).toBe('VALIDATION_FAILED');
    expect(await legalRecords(transCode)).toEqual({ O: null, I: null });
    await save(transCode, 'legal-agent', {
      showO: 'N',
      showI: 'Y',
      O: representative,
      I: { ...representative, legcusIdn: 'B220145684', legcusName: '李美玲', legSex: '2' },
    }).expect(200);
    const saved = await legalRecords(transCode);
    expect(saved.O).toMatchObject({ legcusIdn: 'A123456789', cusType: 'O' });
    expect(saved.I).toBeNull();
  });
});
