import { signingMessages } from '@agent-portal/contracts/messages';
import { pgEvidenceLog } from '../modules/proposals/signing/evidence-store';
import { signatureStates } from '../modules/proposals/signing/signature-evidence';
import { loginAs, useStack } from './support/stack';
import { PNG, SIGN_PATH, signingCalls, type Evidence } from './support/signing';

// Issue 22 item 2: the evidence row is written before the core is asked; the core's answer settles it; a lost answer
// or a crash leaves it pending until a read settles it against the core's signing data.
const KEY = 'evidence-first-test-key-0123456789abcdef';
const ctx = useStack({ EVIDENCE_HMAC_KEY: KEY }, { login: 'AG00001', reset: true, clearFaults: true });

const { draft, signing, evidence, show, sign } = signingCalls(() => ctx.agent);
async function fault(f: Record<string, unknown>): Promise<void> {
  const res = await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: SIGN_PATH, times: 1, ...f });
  expect(res.status).toBe(201);
}

const signaturesOf = (e: Evidence, recCode: string) =>
  e.records.filter((r) => r.kind === 'signature' && r.recCode === recCode);

describe('evidence first (issue 22 item 2)', () => {
  it('a core failure after the evidence row: the signature is on record as failed, and nothing is in the core', async () => {
    const row = await draft();
    const [block] = (await signing(row)).blocks;
    await show(row, block!);
    await fault({ status: 500 });
    expect((await sign(row, block!)).status).toBeGreaterThanOrEqual(500);
    expect((await signing(row)).blocks[0]?.image).toBeNull();
    const after = await evidence(row);
    expect(signaturesOf(after, block!.recCode).map((r) => r.state)).toEqual(['failed']);
    expect(after).toMatchObject({ chainValid: true, unrecorded: [] });
    // Signed again: a second record, confirmed this time.
    await sign(row, block!).expect(200);
    const again = await evidence(row);
    expect(signaturesOf(again, block!.recCode).map((r) => r.state)).toEqual(['failed', 'confirmed']);
  });

  it('a refusal of the core (errMsg) is on record as failed', async () => {
    const row = await draft();
    const [block] = (await signing(row)).blocks;
    await show(row, block!);
    await fault({ replyText: JSON.stringify({ errMsg: '簽名存檔失敗' }) });
    expect((await sign(row, block!)).status).toBe(409);
    expect(signaturesOf(await evidence(row), block!.recCode).map((r) => r.state)).toEqual(['failed']);
  });

  it('an answer lost on the way: pending, then confirmed by the read that finds it in the core', async () => {
    const row = await draft();
    const [block] = (await signing(row)).blocks;
    await show(row, block!);
    // The core stores the signature; its answer never arrives.
    await fault({ lostAnswer: true });
    expect((await sign(row, block!)).status).toBe(502);
    // On record as pending: neither confirmed nor failed, since the core never said.
    const stored = await pgEvidenceLog(ctx.stack.database, KEY).list(row.transCode);
    expect([...signatureStates(stored).values()]).toEqual(['pending']);
    // The signing read that shows it settles the evidence too.
    expect((await signing(row)).blocks[0]?.image).toBe(PNG);
    const after = await evidence(row);
    expect(signaturesOf(after, block!.recCode).map((r) => r.state)).toEqual(['confirmed']);
    expect(after.unrecorded).toEqual([]);
  });

  it('the BFF died between the evidence row and the core: the next read settles the old pending row as failed', async () => {
    const row = await draft();
    const [block] = (await signing(row)).blocks;
    // What a BFF that crashed right after the intent left behind: the row, and nothing in the core.
    const log = pgEvidenceLog(ctx.stack.database, KEY);
    const intent = await log.append(row.transCode, {
      kind: 'signature',
      ref: '',
      at: new Date(Date.now() - 60 * 60_000).toISOString(),
      recCode: block!.recCode,
      docCode: block!.docCode,
      docFid: block!.docFid,
      signCode: block!.signCode,
      cusCode: block!.cusCode,
      signerName: '',
      label: block!.label,
      userCode: 'AG00001',
      clientIp: '127.0.0.1',
      userAgent: 'crashed',
      imageSha256: 'a'.repeat(64),
      pdfSha256: 'b'.repeat(64),
    });
    const after = await evidence(row);
    expect(after.records.find((r) => r.id === intent.id)?.state).toBe('failed');
    expect(after.records.find((r) => r.ref === intent.id)).toMatchObject({ kind: 'failed' });
    expect(after.chainValid).toBe(true);
  });

  it.each([
    // What a failing or read-only database does to the append.
    ['INSERT', 'evidence_events', 'the append refused'],
    ['SELECT', 'evidence_shown', "the shown PDF's hash unreadable"],
  ])(
    'no signature reaches the core without its evidence: %s on %s revoked (%s) → 503, nothing written',
    async (privilege, table) => {
      const row = await draft();
      const [block] = (await signing(row)).blocks;
      await show(row, block!);
      // The BFF's own role loses the privilege.
      await ctx.stack.databaseOwner.query(`REVOKE ${privilege} ON ${table} FROM agent_portal_bff`);
      try {
        const refused = await sign(row, block!);
        expect(refused.status).toBe(503);
        expect(refused.body.error).toMatchObject({
          code: 'EVIDENCE_UNAVAILABLE',
          message: signingMessages.EVIDENCE_UNAVAILABLE,
        });
      } finally {
        await ctx.stack.databaseOwner.query(`GRANT ${privilege} ON ${table} TO agent_portal_bff`);
      }
      expect((await signing(row)).blocks[0]?.image).toBeNull();
      expect((await evidence(row)).records).toEqual([]);
    },
  );

  it('a signature costs the evidence four statements, three in a row: each append written on the records just read', async () => {
    const row = await draft();
    const [first, second] = (await signing(row)).blocks;
    await show(row, first!);
    await sign(row, first!).expect(200);
    await show(row, second!);
    let statements = 0;
    const count = () => (statements += 1);
    // Every statement of the pool checks a client out (pg's Pool#query).
    ctx.stack.database.on('acquire', count);
    try {
      await sign(row, second!).expect(200);
    } finally {
      ctx.stack.database.off('acquire', count);
    }
    // The case read beside the shown PDF's hash, the intent, its confirmation; the signing state after it reads none.
    expect(statements).toBe(4);
    const after = await evidence(row);
    expect(after).toMatchObject({ chainValid: true, unrecorded: [] });
    expect(after.records.map((r) => r.kind)).toEqual(['signature', 'confirmed', 'signature', 'confirmed']);
  });

  it('Redis flushed mid-signing loses no evidence: signed again after a new login, every event still verifies', async () => {
    const row = await draft();
    const blocks = (await signing(row)).blocks;
    for (const block of blocks.slice(0, 2)) {
      await show(row, block);
      await sign(row, block).expect(200);
    }
    const before = await evidence(row);
    // The session store keeps nothing on disk: a restart or failover empties it.
    await ctx.stack.redis.flushdb();
    expect((await ctx.agent.get(`/api/proposals/${row.transCode}/evidence`)).status).toBe(401);
    await loginAs(ctx.stack, ctx.agent, 'AG00001');
    await show(row, blocks[2]!);
    await sign(row, blocks[2]!).expect(200);
    const after = await evidence(row);
    expect(after).toMatchObject({ chainValid: true, unrecorded: [] });
    expect(after.records.slice(0, before.records.length)).toEqual(before.records);
    expect(after.records.filter((r) => r.kind === 'signature' && r.state === 'confirmed')).toHaveLength(3);
  });
});
