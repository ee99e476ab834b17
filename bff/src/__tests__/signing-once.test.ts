import { signingMessages } from '@agent-portal/contracts/messages';
import { CSRF, useStack } from './support/stack';
import { caseWhere, coreCalls, forgetCoreCalls, type Row } from './support/proposals';
import { PNG, SIGN_PATH, signingCalls, type Block, type SigningState } from './support/signing';

// Issue 40 item 1: a signature once given cannot be replaced by a second POST; replacing one is an explicit void,
// recorded with who and why, after which the block may be signed once more.
const ctx = useStack({}, { login: 'AG00001', reset: true, clearFaults: true });

/** A forger's image: another PNG (1×1) than the customer's. */
const OTHER_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const { draft, signing, evidence, show, sign } = signingCalls(() => ctx.agent);
const voidIt = (row: Row, recCode: string, body: unknown) =>
  ctx.agent
    .post(`/api/proposals/${row.transCode}/signing/signatures/${recCode}/void`)
    .set(CSRF)
    .set('User-Agent', 'back-office/1.0')
    .send(body as object);
const imageOf = async (row: Row, recCode: string) =>
  (await signing(row)).blocks.find((b) => b.recCode === recCode)?.image;
/** The core's own record of the block, read through the mock (not through the BFF). */
async function coreImage(row: Row, recCode: string): Promise<string | undefined> {
  const res = await ctx.stack.mock('get', `/__mock/signatures/${row.transCode}`);
  expect(res.status).toBe(200);
  return (res.body as { images: Record<string, string> }).images[recCode];
}
const signatureCalls = () => coreCalls(ctx.stack, SIGN_PATH);

/** A draft with its first block signed once through the API. */
async function signedOnce(): Promise<{ row: Row; block: Block }> {
  const row = await draft();
  const [block] = (await signing(row)).blocks;
  await show(row, block!);
  await sign(row, block!).expect(200);
  return { row, block: block! };
}

describe('a signature is given once (issue 40 item 1)', () => {
  it('a second signature of a signed block is refused 409 before the core is called; image and evidence unchanged', async () => {
    const { row, block } = await signedOnce();
    const before = await evidence(row);
    const stored = await coreImage(row, block.recCode);
    expect(stored).toBe(PNG.split(',')[1]);
    await forgetCoreCalls(ctx.stack);
    const res = await sign(row, block, OTHER_PNG);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'SIGNATURE_EXISTS',
      status: 409,
      message: signingMessages.SIGNATURE_EXISTS,
    });
    expect(await signatureCalls()).toEqual([]);
    expect(await coreImage(row, block.recCode)).toBe(stored);
    expect(await imageOf(row, block.recCode)).toBe(PNG);
    const after = await evidence(row);
    expect(after).toMatchObject({ chainValid: true, unrecorded: [] });
    expect(after.records).toEqual(before.records);
  });

  it('two signatures of one unsigned block at once: one 200, one 409, one signature in the core and the evidence', async () => {
    const row = await draft();
    const [block] = (await signing(row)).blocks;
    await show(row, block!);
    await forgetCoreCalls(ctx.stack);
    const statuses = (await Promise.all([sign(row, block!, PNG), sign(row, block!, OTHER_PNG)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await signatureCalls()).toHaveLength(1);
    const after = await evidence(row);
    expect(after).toMatchObject({ chainValid: true, unrecorded: [] });
    const signatures = after.records.filter((r) => r.kind === 'signature' && r.recCode === block!.recCode);
    expect(signatures.map((r) => r.state)).toEqual(['confirmed']);
    expect(await imageOf(row, block!.recCode)).toBeTruthy();
  });

  it('a failed signature does not hold the block: it may be signed again', async () => {
    const row = await draft();
    const [block] = (await signing(row)).blocks;
    await show(row, block!);
    expect(
      (await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: SIGN_PATH, times: 1, status: 500 }))
        .status,
    ).toBe(201);
    expect((await sign(row, block!)).status).toBeGreaterThanOrEqual(500);
    await sign(row, block!).expect(200);
    await sign(row, block!).expect(409);
  });

  it('a signer’s time is given once: a refused second signature of their last block leaves signDt as it was', async () => {
    const row = await draft();
    const state = await signing(row);
    const signer = state.signers[0]!;
    for (const block of state.blocks.filter((b) => b.cusCode === signer.cusCode)) {
      await show(row, block);
      await sign(row, block).expect(200);
    }
    const signed = (await signing(row)).signers.find((s) => s.cusCode === signer.cusCode)?.signDt;
    expect(signed).toBeTruthy();
    const last = state.blocks.filter((b) => b.cusCode === signer.cusCode).at(-1)!;
    await sign(row, last, OTHER_PNG).expect(409);
    expect((await signing(row)).signers.find((s) => s.cusCode === signer.cusCode)?.signDt).toBe(signed);
  });
});

describe('the void of a signature (issue 40 item 1)', () => {
  it('is recorded (who, when, why, the image voided); the block is then signed once more; the evidence keeps both', async () => {
    const { row, block } = await signedOnce();
    const before = await evidence(row);
    const first = before.records.find((r) => r.kind === 'signature' && r.recCode === block.recCode)!;
    await forgetCoreCalls(ctx.stack);
    const started = new Date().toISOString();
    const voided = await voidIt(row, block.recCode, { reason: '  客戶表示簽名有誤，重新簽名  ' }).expect(200);
    // The block reads as unsigned; nothing was asked of the core but reads.
    expect((voided.body as SigningState).blocks.find((b) => b.recCode === block.recCode)?.image).toBeNull();
    expect(await signatureCalls()).toEqual([]);
    const afterVoid = await evidence(row);
    const entry = afterVoid.records.find((r) => r.kind === 'void')!;
    expect(entry).toMatchObject({
      ref: first.id,
      recCode: block.recCode,
      docFid: block.docFid,
      userCode: 'AG00001',
      userAgent: 'back-office/1.0',
      label: '客戶表示簽名有誤，重新簽名',
      imageSha256: first.imageSha256,
    });
    expect(entry.at >= started).toBe(true);
    expect(afterVoid.records.find((r) => r.id === first.id)?.state).toBe('voided');
    expect(afterVoid).toMatchObject({ chainValid: true, unrecorded: [] });
    // The access log names the act (the reason stays in the evidence).
    const logged = (
      (
        await ctx.stack.mock(
          'get',
          `/__mock/access-log?transCode=${row.transCode}&progClassName=ProposalSignature`,
        )
      ).body as Record<string, string>[]
    ).filter((e) => e.methodName === 'voidSignature');
    expect(logged).toEqual([
      expect.objectContaining({ userCode: 'AG00001', stepCode: 'INS_S8', sysType: 'F' }),
    ]);

    // Signed once more: the core's image replaced, the evidence keeps the first, voided, and the new one.
    await sign(row, block, OTHER_PNG).expect(200);
    expect(await coreImage(row, block.recCode)).toBe(OTHER_PNG.split(',')[1]);
    const after = await evidence(row);
    expect(after).toMatchObject({ chainValid: true, unrecorded: [] });
    expect(
      after.records.filter((r) => r.kind === 'signature' && r.recCode === block.recCode).map((r) => r.state),
    ).toEqual(['voided', 'confirmed']);
    expect(after.records.slice(0, afterVoid.records.length)).toEqual(afterVoid.records);
    // And once only.
    await sign(row, block).expect(409);
    await voidIt(row, block.recCode, { reason: '第二次作廢' }).expect(200);
  });

  it('a voided block counts as unsigned: signing cannot be completed and the case reads unsigned until signed once more', async () => {
    // A case whose every other step is done in the core, signed through the portal.
    const row = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt,
    );
    const completed = await ctx.stack.mock('put', '/__mock/complete-case', {
      transCode: row.transCode,
      signed: false,
    });
    expect(completed.status).toBe(204);
    for (const block of (await signing(row)).blocks) {
      await show(row, block);
      await sign(row, block).expect(200);
    }
    const verdict = async () =>
      (
        (await ctx.agent.get(`/api/proposals/${row.transCode}/completeness`).expect(200)).body as {
          verdict: string;
        }
      ).verdict;
    expect(await verdict()).toBe('complete');
    const [first] = (await signing(row)).blocks;
    const voided = (await voidIt(row, first!.recCode, { reason: '重新簽名' }).expect(200))
      .body as SigningState;
    expect(voided).toMatchObject({ complete: false, remaining: 1 });
    expect(await verdict()).toBe('unsigned');
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent.post(`/api/proposals/${row.transCode}/signing/complete`).set(CSRF);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'SIGNING_INCOMPLETE',
      message: signingMessages.INCOMPLETE(1),
    });
    expect(await coreCalls(ctx.stack, '/pdfreport/com/updateToPreview')).toEqual([]);
    // Signed once more: complete.
    await sign(row, first!, OTHER_PNG).expect(200);
    expect(await verdict()).toBe('complete');
    await ctx.agent.post(`/api/proposals/${row.transCode}/signing/complete`).set(CSRF).expect(200);
  });

  it('a block without a live signature: 409, nothing recorded', async () => {
    const row = await draft();
    const [first, second] = (await signing(row)).blocks;
    await show(row, first!);
    await sign(row, first!).expect(200);
    await voidIt(row, first!.recCode, { reason: '重新簽名' }).expect(200);
    const before = await evidence(row);
    for (const recCode of [second!.recCode, first!.recCode, 'NOSUCHBLOCK']) {
      const res = await voidIt(row, recCode, { reason: '重新簽名' });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'NO_SIGNATURE_TO_VOID',
        message: signingMessages.NO_SIGNATURE_TO_VOID,
      });
    }
    expect((await evidence(row)).records).toEqual(before.records);
  });

  it.each([
    ['no reason', {}],
    ['a blank one', { reason: '   ' }],
    ['one character once trimmed', { reason: ' 錯 ' }],
    ['201 characters', { reason: '錯'.repeat(201) }],
    ['not a string', { reason: 42 }],
    ['another field', { reason: '重新簽名', userCode: 'AG99999' }],
  ])('a bad reason (%s): 400 with the envelope, nothing recorded', async (_what, body) => {
    const { row, block } = await signedOnce();
    const before = await evidence(row);
    const res = await voidIt(row, block.recCode, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ status: 400, message: expect.any(String) });
    expect((await evidence(row)).records).toEqual(before.records);
  });

  it('another agent’s case: 404, nothing recorded', async () => {
    const res = await voidIt({ transCode: 'TR99999999' } as Row, 'R1', { reason: '重新簽名' });
    expect(res.status).toBe(404);
  });
});
