import { amlMessages } from '@agent-portal/contracts/messages';
import { CSRF, useStack } from '../support/stack';
import { caseWhere, coreCalls, forgetCoreCalls } from '../support/proposals';

/**
 * Issue 20, the AML score: the risk form took the occupation from the browser (a fisherman's 40 became an office
 * worker's 10, the EDD was skipped and the finish went through). Every score input now comes from the core's
 * records; a body carrying one is refused before the core, and the stored score and the EDD duty stay as they were.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

/** What the agent answers on the form (low risk on every answer). */
const answers = {
  idnCode: ['A', 'B'],
  idnCodeOther: '',
  idnCheckYn: 'Y',
  commCheckYn: 'Y',
  commOther: '',
  specJobYn: 'N',
  mlCheckYn: 'N',
  insureSource: '1',
  premSource: '1',
};
const FISHERMAN = '0801001';
const OFFICE = '0101001';

const saveRisk = (transCode: string, values: object, temporary = false) =>
  ctx.agent.post(`/api/proposals/${transCode}/aml/risk`).set(CSRF).send({ temporary, values });
const records = async (transCode: string) =>
  (await ctx.stack.mock('get', `/__mock/aml?transCode=${transCode}`)).body;

/** A draft whose policyholder is stored as a fisherman (very high risk), its risk form saved: score 40, EDD due. */
async function fishermanCase(): Promise<string> {
  const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
  expect(
    (await ctx.stack.mock('put', '/__mock/policyholder-job', { transCode, jobCode: FISHERMAN })).status,
  ).toBe(204);
  const saved = await saveRisk(transCode, answers).expect(200);
  expect(saved.body).toMatchObject({ edd: 'edd', riskJobYn: 'Y' });
  return transCode;
}

describe('AML score inputs come from the core, never the body', () => {
  it('rates the stored occupation and the case’s own facts: the annex the core keeps holds them', async () => {
    const transCode = await fishermanCase();
    const kept = await records(transCode);
    expect(kept.risk).toMatchObject({
      cusJobCode: FISHERMAN,
      riskJobYn: 'Y',
      riskJobCode: 'SRV12',
      nameCheckYn: 'N',
      // The name check found no hit (1 無相符); the agent did not call the occupation special.
      nameCheckCode: '1',
      specJobCode: '',
    });
    expect(kept.score).toBeGreaterThanOrEqual(40);
    const shown = (await ctx.agent.get(`/api/proposals/${transCode}/aml`).expect(200)).body;
    expect(shown).toMatchObject({
      edd: 'edd',
      lifRiskScore: kept.score,
      risk: { cusJobCode: FISHERMAN, riskJobYn: 'Y' },
    });
  });

  it.each([
    ['a forged occupation', { cusJobCode: OFFICE }],
    ['a forged riskJobYn', { riskJobYn: 'N' }],
    ['a forged nameCheckYn', { nameCheckYn: 'N' }],
    ['a forged name-check code', { nameCheckCode: '1' }],
    ['a forged special-occupation code', { specJobCode: OFFICE }],
    ['a forged score', { lifRiskScore: 10 }],
    ['a forged policy count and premium', { insurePieces3m: '0', modePrem: '1' }],
    ['an unknown key', { amlResult: 'L' }],
  ])(
    '%s is refused (400, the envelope) before the core; the stored score and the EDD duty stand',
    async (_, forged) => {
      const transCode = await fishermanCase();
      const before = await records(transCode);
      await forgetCoreCalls(ctx.stack);
      for (const temporary of [false, true]) {
        const res = await saveRisk(transCode, { ...answers, ...forged }, temporary);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
        expect(res.body.error.message).toEqual(expect.any(String));
      }
      expect(await coreCalls(ctx.stack, '/ins/common/')).toEqual([]);
      expect(await records(transCode)).toEqual(before);
      // The EDD is still required: the finish without it is refused and the core records no finish.
      const finish = await ctx.agent
        .post(`/api/proposals/${transCode}/aml/finish`)
        .set(CSRF)
        .send({ moneyLaundMode: false });
      expect(finish.status).toBe(409);
      expect(finish.body.error).toMatchObject({ code: 'AML_REFUSED', message: amlMessages.HIGH_RISK });
      expect(await records(transCode)).toEqual(before);
      expect((await ctx.agent.get(`/api/proposals/${transCode}/aml`)).body).toMatchObject({
        edd: 'edd',
        lifRiskScore: before.score,
        finished: false,
      });
    },
  );

  it('a special occupation (specJobYn Y) is recorded with the policyholder’s stored occupation code', async () => {
    const transCode = await fishermanCase();
    await saveRisk(transCode, { ...answers, specJobYn: 'Y' }).expect(200);
    expect((await records(transCode)).risk).toMatchObject({ specJobYn: 'Y', specJobCode: FISHERMAN });
  });

  it('a policyholder without a stored occupation cannot be rated: the full save is refused', async () => {
    const { transCode } = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    expect((await ctx.stack.mock('put', '/__mock/policyholder-job', { transCode, jobCode: '' })).status).toBe(
      204,
    );
    const before = await records(transCode);
    await forgetCoreCalls(ctx.stack);
    const res = await saveRisk(transCode, answers);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'AML_REFUSED', message: amlMessages.OCCUPATION_MISSING });
    expect(await coreCalls(ctx.stack, '/ins/common/insPoliciesAnnexRisk')).toEqual([]);
    expect(await records(transCode)).toEqual(before);
  });

  it('an occupation changed in n1 after the rating: the finish asks for a new rating, the core keeps no finish', async () => {
    const transCode = await fishermanCase();
    await ctx.agent
      .post(`/api/proposals/${transCode}/aml/edd`)
      .set(CSRF)
      .send({ temporary: false, values: { visitCode: '1', incomeSource: ['1'], payMode: '1' } })
      .expect(200);
    expect(
      (await ctx.stack.mock('put', '/__mock/policyholder-job', { transCode, jobCode: OFFICE })).status,
    ).toBe(204);
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent
      .post(`/api/proposals/${transCode}/aml/finish`)
      .set(CSRF)
      .send({ moneyLaundMode: false });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'AML_REFUSED', message: amlMessages.RISK_STALE });
    expect(await coreCalls(ctx.stack, '/ins/common/agentFilesFinish')).toEqual([]);
    expect((await records(transCode)).finished).toBe(false);
  });
});
