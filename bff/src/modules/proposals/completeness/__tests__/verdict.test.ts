import { completenessMessages as cm } from '@agent-portal/contracts/messages';
import { attachmentsSchema } from '@agent-portal/contracts/validation/check-items';
import { customerFieldLabel, policyholderSchema } from '@agent-portal/contracts/validation/customer-data';
import { caseStep } from '../case-steps';
import { amlLines, signatureLines, stepLines, unmetFields, verdictOf } from '../verdict';

const signature = { code: 'INS_S8', kind: 'signature' as const, text: 'x' };
const fields = { code: 'INS_S1', kind: 'fields' as const, text: 'y' };

describe('the completeness verdict', () => {
  it('nothing pending is complete; only signatures is unsigned; anything else is incomplete', () => {
    expect(verdictOf('T1', [])).toEqual({ transCode: 'T1', verdict: 'complete', pending: 0, lines: [] });
    expect(verdictOf('T1', [signature, signature])).toMatchObject({ verdict: 'unsigned', pending: 2 });
    expect(verdictOf('T1', [signature, fields])).toMatchObject({ verdict: 'incomplete', pending: 2 });
    expect(verdictOf('T1', [fields])).toMatchObject({ verdict: 'incomplete', pending: 1 });
  });

  it("AML: saved but not finished is pending (the core's finishYn, not the saved forms)", () => {
    const done = { riskDone: true, eddNeeded: false, eddDone: false, finished: true };
    expect(amlLines('AML', done)).toEqual([]);
    expect(amlLines('AML', { ...done, finished: false })).toEqual([
      { code: 'AML', kind: 'aml', text: `${cm.AML}：${cm.AML_NOT_FINISHED}` },
    ]);
    expect(amlLines('AML', { ...done, riskDone: false, finished: false }).map((l) => l.text)).toEqual([
      `${cm.AML}：${cm.AML_RISK_PENDING}`,
    ]);
    expect(amlLines('AML', { ...done, eddNeeded: true, finished: false }).map((l) => l.text)).toEqual([
      `${cm.AML}：${cm.AML_EDD_PENDING}`,
    ]);
  });

  it('an empty policyholder fails its own contracts schema: each field a line by its label; uploads apart', async () => {
    const context = {
      polInsureType: 'M',
      remoteNativeYn: 'N',
      agentIdno: 'A100000010',
      highAgeLimit: 65,
      oldAgeEduYn: 'Y',
      companyEmailDomains: [],
    };
    const unmet = await unmetFields(policyholderSchema, {}, context);
    expect(unmet.length).toBeGreaterThan(5);
    const lines = stepLines({ code: 'INS_S1', title: '要保人', unmet }, customerFieldLabel);
    expect(lines).toHaveLength(unmet.length);
    expect(lines).toContainEqual({
      code: 'INS_S1',
      kind: 'fields',
      text: '要保人・姓名：請輸入姓名',
      field: 'cusName',
      label: '姓名',
    });
    // A reference address (flag N, from an ID lookup): named by its address, with the spec's message.
    const reference = await unmetFields(
      policyholderSchema,
      { addrFullR: '臺北市信義區市府路１號', checkAddrRYn: 'N' },
      context,
    );
    expect(
      stepLines({ code: 'INS_S1', title: '要保人', unmet: reference }, customerFieldLabel),
    ).toContainEqual({
      code: 'INS_S1',
      kind: 'fields',
      text: '要保人・戶籍地址：戶籍地址尚未完成標準化，請確認!',
      field: 'checkAddrRYn',
      label: '戶籍地址',
    });

    const slotB = await unmetFields(attachmentsSchema, {
      pendingFiles: 0,
      internalFormShown: true,
      internalFormCount: 0,
    });
    expect(stepLines({ code: 'INS_S5', title: '附件上傳', unmet: slotB })).toEqual([
      { code: 'INS_S5', kind: 'upload', text: `附件上傳：${slotB[0]?.message}` },
    ]);
    expect(await unmetFields(attachmentsSchema, { pendingFiles: 0, internalFormShown: false })).toEqual([]);
  });

  it('signers with blocks left get one line each', () => {
    const lines = signatureLines('INS_S8', [
      { label: '要保人', name: '王大明', total: 3, signed: 1 },
      { label: '被保險人', name: '李美玲', total: 2, signed: 2 },
    ]);
    expect(lines).toEqual([
      { code: 'INS_S8', kind: 'signature', text: `要保人 王大明：${cm.SIGNATURES_PENDING(2)}` },
    ]);
  });

  it('remote cases have no statements (n6) or browser signing (n8); the analysis is REMOTE_S6', () => {
    expect(caseStep('R', 'n6')).toBeUndefined();
    expect(caseStep('R', 'n8')).toBeUndefined();
    expect(caseStep('R', 'n7')).toEqual({ code: 'REMOTE_S6', title: '書面分析報告' });
    expect(caseStep('M', 'n8')).toEqual({ code: 'INS_S8', title: '簽名' });
  });
});
