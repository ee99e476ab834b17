import { completenessMessages as cm, ruleMessages } from '@agent-portal/contracts/messages';
import { useStack } from './support/stack';
import { HOLDER, checkHolderAddress, nameCheck, newCase, saveStep } from './support/customers';

/**
 * Issue 41 items 2 and 5: the completeness verdict the wizard's tabs take their done marks from on entry names each
 * unmet field by its label and path (the reference address of an ID lookup under 戶籍地址 with the spec's message),
 * and a step whose last save was 暫存 is not done (spec 3 §4) until its 下一步 saves it again.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

interface Line {
  code: string;
  kind: string;
  text: string;
  field?: string;
  label?: string;
}

const completeness = async (transCode: string) =>
  (await ctx.agent.get(`/api/proposals/${transCode}/completeness`).expect(200)).body as { lines: Line[] };
const linesOf = async (transCode: string, code: string) =>
  (await completeness(transCode)).lines.filter((l) => l.code === code);

const save = (transCode: string, values: object, mode: string, revision: number) =>
  saveStep(ctx.agent, transCode, 'policyholder', values, { mode, revision });

describe('the completeness verdict the tabs mark from', () => {
  it('names an unnormalised reference address by its label and field; the final save refuses it', async () => {
    const transCode = await newCase(ctx.agent);
    // The address an ID lookup filled (never through this session's address check): flag N, whatever is sent.
    const reference = { ...HOLDER, addrFullR: '臺北市信義區市府路４５號', addrFull: '' };
    await save(transCode, reference, 'temporary', 0).expect(200);
    const lines = await linesOf(transCode, 'INS_S1');
    expect(lines).toContainEqual({
      code: 'INS_S1',
      kind: 'fields',
      text: `要保人・戶籍地址：${ruleMessages.ADDRESS_NOT_NORMALISED_R}`,
      field: 'checkAddrRYn',
      label: '戶籍地址',
    });
    expect(lines).toContainEqual(
      expect.objectContaining({
        field: 'addrFull',
        label: '居住地址',
        text: '要保人・居住地址：請輸入居住地址',
      }),
    );
    await nameCheck(ctx.agent, transCode, HOLDER.cusIdn).expect(200);
    const refused = await save(transCode, reference, 'final', 1).expect(400);
    expect(refused.body.error.details).toContain(ruleMessages.ADDRESS_NOT_NORMALISED_R);
  });

  it('a step saved by 暫存 is not done until its 下一步 saves it again; an autosave changes nothing', async () => {
    await checkHolderAddress(ctx.agent);
    const transCode = await newCase(ctx.agent);
    await nameCheck(ctx.agent, transCode, HOLDER.cusIdn).expect(200);
    await save(transCode, HOLDER, 'final', 0).expect(200);
    expect(await linesOf(transCode, 'INS_S1')).toEqual([]);

    await save(transCode, HOLDER, 'temporary', 1).expect(200);
    expect(await linesOf(transCode, 'INS_S1')).toEqual([
      { code: 'INS_S1', kind: 'step', text: `要保人：${cm.TEMPORARY_SAVED}` },
    ]);
    await save(transCode, HOLDER, 'auto', 2).expect(200);
    expect(await linesOf(transCode, 'INS_S1')).toHaveLength(1);

    await save(transCode, HOLDER, 'final', 3).expect(200);
    expect(await linesOf(transCode, 'INS_S1')).toEqual([]);
    await save(transCode, HOLDER, 'auto', 4).expect(200);
    expect(await linesOf(transCode, 'INS_S1')).toEqual([]);
  });
});
