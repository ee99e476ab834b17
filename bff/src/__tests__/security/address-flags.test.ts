import { ruleMessages } from '@agent-portal/contracts/messages';
import { CSRF, useStack } from '../support/stack';
import { newCase as customerNewCase, saveStep } from '../support/customers';

/**
 * Issue 20 (address flags): checkAddrRYn / checkAddrYn are the BFF's. Y only for the exact text its own address
 * check normalised in this session (or the core already holds for the case with Y), P only for the typed text while
 * it saw the service unreachable; any other address is N, whatever the body says.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true, clearFaults: true });

const street = (addrNum: string) => ({ addrCity: '臺北市', addrArea: '信義區', addrRoad: '市府路', addrNum });
const check = async (addrNum: string) =>
  (
    await ctx.agent
      .post('/api/customer-data/address-check')
      .set(CSRF)
      .send({ type: 'R', parts: street(addrNum) })
      .expect(200)
  ).body as { outcome: string; address: string; typed: string };

const newCase = () => customerNewCase(ctx.agent);

const save = (transCode: string, values: object, mode = 'temporary', revision = 0) =>
  saveStep(ctx.agent, transCode, 'policyholder', values, { mode, revision });

const stored = async (transCode: string) =>
  (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body.policyholder as Record<
    string,
    string
  > | null;

const forged = (addrFullR: string, addrFull: string) => ({
  cusName: '王大明',
  addrFullR,
  checkAddrRYn: 'Y',
  addrFull,
  checkAddrYn: 'P',
});

describe('address-check flags are derived, never taken', () => {
  it('an address the service rejected (666: failed; 999: unknown) is stored N whatever the body says', async () => {
    const failed = await check('666');
    const unknown = await check('999');
    expect([failed.outcome, unknown.outcome]).toEqual(['failed', 'unknown']);
    const transCode = await newCase();
    await save(transCode, forged(failed.typed, unknown.typed)).expect(200);
    expect(await stored(transCode)).toMatchObject({ checkAddrRYn: 'N', checkAddrYn: 'N' });
  });

  it('Y only for the exact text the check normalised (and a renumbered address it gave); an edited text is N', async () => {
    const ok = await check('1');
    const renumbered = await check('888');
    expect([ok.outcome, renumbered.outcome]).toEqual(['ok', 'renumbered']);
    const transCode = await newCase();
    await save(transCode, {
      ...forged(ok.address, renumbered.address),
      checkAddrRYn: '',
      checkAddrYn: 'N',
    }).expect(200);
    expect(await stored(transCode)).toMatchObject({ checkAddrRYn: 'Y', checkAddrYn: 'Y' });
    await save(transCode, forged(`${ok.address}之1`, ''), 'temporary', 1).expect(200);
    expect(await stored(transCode)).toMatchObject({ checkAddrRYn: 'N', checkAddrYn: '' });
  });

  it('P only for the typed text while the BFF saw the service unreachable', async () => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/kgib/rest/getKgibAddress',
      status: 503,
      times: 1,
    });
    const down = await check('12');
    expect(down.outcome).toBe('unreachable');
    const transCode = await newCase();
    await save(transCode, forged(down.typed, (await check('3')).address.replace('３', '５'))).expect(200);
    expect(await stored(transCode)).toMatchObject({ checkAddrRYn: 'P', checkAddrYn: 'N' });
  });

  it('a final save with a forged Y for an address never checked is refused; nothing is written', async () => {
    const transCode = await newCase();
    const res = await save(transCode, forged('臺北市信義區市府路６６６號', ''), 'final').expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toContain(ruleMessages.ADDRESS_NOT_NORMALISED_R);
    expect(await stored(transCode)).toBeNull();
  });
});
