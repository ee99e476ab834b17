import { CSRF, useStack } from '../support/stack';
import { newCase as customerNewCase, saveStep } from '../support/customers';

/**
 * Issue 23 item 13: the ID lookup's amlResult (cusData.legAmlResult, spec 3 §3) is kept on the customer record.
 * The BFF remembers the lookup it ran for a case and ID and writes its value; a body's amlResult / legAmlResult is
 * still dropped (step-body-whitelist.test.ts), so a forged one never reaches the core.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

/** A fixture record the lookup answers S for, whose AML rating is L (mocks/src/fixtures/customer-records.ts). */
const LOOKED_UP = 'A100000010';

const newCase = () => customerNewCase(ctx.agent);
const lookup = async (transCode: string, idn: string) =>
  (
    await ctx.agent
      .post('/api/customer-data/id-lookup')
      .set(CSRF)
      .send({ idn, transCode, compCode: 'CH' })
      .expect(200)
  ).body as { status: string; customer: { amlResult: string } | null };
const drafts = async (transCode: string) =>
  (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;

/** A minor policyholder, so that n3 keeps the policyholder's representative box. */
async function minorHolder(transCode: string) {
  const rocYear = String(new Date().getFullYear() - 10 - 1911).padStart(3, '0');
  await saveStep(ctx.agent, transCode, 'policyholder', {
    cusIdn: 'C100000058',
    cusName: '張小宇',
    birthYy: rocYear,
    birthMm: '01',
    birthDd: '01',
  }).expect(200);
}
const saveBox = (transCode: string, box: object) =>
  saveStep(ctx.agent, transCode, 'legal-agent', { showO: 'Y', showI: 'N', O: box, I: {} }).expect(200);

describe('the ID lookup’s amlResult on the saved record', () => {
  it('n3: a representative looked up on this case is saved with the lookup’s legAmlResult, not the body’s', async () => {
    const transCode = await newCase();
    await minorHolder(transCode);
    const answer = await lookup(transCode, LOOKED_UP);
    expect(answer.customer?.amlResult).toBe('L');
    await saveBox(transCode, {
      legcusIdn: LOOKED_UP,
      legcusName: '王大明',
      legGetDataYn: 'Y',
      legAmlResult: 'H',
    });
    expect((await drafts(transCode)).legalAgent.O).toMatchObject({ legcusIdn: LOOKED_UP, legAmlResult: 'L' });
  });

  it('n3: none without a lookup of that ID on this case, or when the box says its data was typed', async () => {
    const looked = await newCase();
    await lookup(looked, LOOKED_UP);
    const other = await newCase();
    await minorHolder(other);
    // Looked up on another case only.
    await saveBox(other, {
      legcusIdn: LOOKED_UP,
      legcusName: '王大明',
      legGetDataYn: 'Y',
      legAmlResult: 'H',
    });
    expect((await drafts(other)).legalAgent.O).not.toHaveProperty('legAmlResult');
    // Looked up here, but the box was typed (legGetDataYn N).
    await lookup(other, LOOKED_UP);
    await saveStep(
      ctx.agent,
      other,
      'legal-agent',
      {
        showO: 'Y',
        showI: 'N',
        O: { legcusIdn: LOOKED_UP, legcusName: '王大明', legGetDataYn: 'N', legAmlResult: 'H' },
        I: {},
      },
      { revision: 1 },
    ).expect(200);
    expect((await drafts(other)).legalAgent.O).not.toHaveProperty('legAmlResult');
  });

  it('n1: without a name check the record keeps the lookup’s amlResult; a forged one is dropped', async () => {
    const transCode = await newCase();
    await lookup(transCode, LOOKED_UP);
    await saveStep(ctx.agent, transCode, 'policyholder', {
      cusIdn: LOOKED_UP,
      cusName: '王大明',
      amlResult: 'H',
    }).expect(200);
    expect((await drafts(transCode)).policyholder).toMatchObject({ cusIdn: LOOKED_UP, amlResult: 'L' });
  });

  it('a later lookup of the ID that finds nothing takes the kept value back', async () => {
    const transCode = await newCase();
    await lookup(transCode, LOOKED_UP);
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/ins/cus/checkIdnCard',
      replyText: JSON.stringify({ status: 'N', message: '查無客戶資料，請自行輸入', cusData: null }),
      times: 1,
    });
    expect((await lookup(transCode, LOOKED_UP)).customer).toBeNull();
    await saveStep(ctx.agent, transCode, 'policyholder', { cusIdn: LOOKED_UP, cusName: '王大明' }).expect(
      200,
    );
    expect((await drafts(transCode)).policyholder.amlResult ?? '').toBe('');
  });
});
