import { createHash, createHmac } from 'node:crypto';
import type { components } from '@agent-portal/contracts/generated/bff';
import { CSRF, useStack } from '../support/stack';
import { caseWhere, type Row } from '../support/proposals';
import { DEV_EVIDENCE_KEY } from '../../config/env';

// Issue 20 item 7, issue 22: the signature evidence chain is keyed (HMAC-SHA256, EVIDENCE_HMAC_KEY) and kept in
// PostgreSQL, append-only; whoever edits it past the database's refusal, without the key, cannot make it verify, and
// a signature the core holds without its evidence shows.
const ctx = useStack(
  { EVIDENCE_HMAC_KEY: 'the-servers-own-evidence-key-0123456789' },
  { login: 'AG00001', reset: true },
);

type Evidence = components['schemas']['SignatureEvidence'];
type SigningState = components['schemas']['SigningState'];
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';
type Rec = Evidence['records'][number];

const evidence = async (row: Row) =>
  (await ctx.agent.get(`/api/proposals/${row.transCode}/evidence`).expect(200)).body as Evidence;

/** A mobile draft with its first three blocks signed through the API. */
async function signedCase(): Promise<Row> {
  const row = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
  const { blocks } = (await ctx.agent.get(`/api/proposals/${row.transCode}/signing`).expect(200))
    .body as SigningState;
  for (const block of blocks.slice(0, 3)) {
    await ctx.agent
      .get(`/api/proposals/${row.transCode}/signing/documents/${block.docFid}`)
      .query({ cusCode: block.cusCode })
      .expect(200);
    await ctx.agent
      .post(`/api/proposals/${row.transCode}/signing/signatures`)
      .set(CSRF)
      .send({ recCode: block.recCode, image: PNG })
      .expect(200);
  }
  const before = await evidence(row);
  expect(before).toMatchObject({ chainValid: true, unrecorded: [], coreRead: true });
  expect(before.records.filter((r) => r.kind === 'signature')).toHaveLength(3);
  return row;
}

/** Runs SQL as a superuser past the append-only triggers (replication mode): what a rogue DBA could do. */
async function asRogueDba(sql: string, params: unknown[]): Promise<void> {
  const client = await ctx.stack.databaseOwner.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(sql, params);
  } finally {
    await client.query('SET session_replication_role = DEFAULT');
    client.release();
  }
}

const FIELDS = [
  'kind',
  'ref',
  'at',
  'recCode',
  'docCode',
  'docFid',
  'signCode',
  'cusCode',
  'signerName',
  'label',
  'userCode',
  'clientIp',
  'userAgent',
  'imageSha256',
  'pdfSha256',
] as const;

/** A chain recomputed by someone without the server's key: plain SHA-256 (the old scheme) or a guessed key. */
function recomputed(records: Rec[], hash: (data: string) => string): Rec[] {
  let previous = '0'.repeat(64);
  return records.map((r) => {
    const chainHash = hash(previous + JSON.stringify(FIELDS.map((f) => r[f])));
    previous = chainHash;
    return { ...r, chainHash };
  });
}

describe('the evidence chain (issue 20 item 7, issue 22: in PostgreSQL)', () => {
  it('a removed last signature still shows: the core holds it without evidence', async () => {
    const row = await signedCase();
    const { records } = await evidence(row);
    const last = records.filter((r) => r.kind === 'signature').at(-1)!;
    await asRogueDba('DELETE FROM evidence_events WHERE trans_code = $1 AND (id = $2 OR ref = $3)', [
      row.transCode,
      last.id,
      last.id,
    ]);
    const after = await evidence(row);
    expect(after.records.some((r) => r.id === last.id)).toBe(false);
    expect(after.unrecorded).toEqual([last.recCode]);
  });

  it('detects an edited entry', async () => {
    const row = await signedCase();
    const { records } = await evidence(row);
    await asRogueDba('UPDATE evidence_events SET client_ip = $2 WHERE id = $1', [
      records[1]!.id,
      '203.0.113.9',
    ]);
    expect((await evidence(row)).chainValid).toBe(false);
  });

  it.each([
    ['plain SHA-256', (d: string) => createHash('sha256').update(d).digest('hex')],
    ['the development key', (d: string) => createHmac('sha256', DEV_EVIDENCE_KEY).update(d).digest('hex')],
  ])('detects an edited chain recomputed without the key (%s)', async (_name, hash) => {
    const row = await signedCase();
    const { records } = await evidence(row);
    const forged = recomputed(
      records.map((r) => (r.id === records[0]!.id ? { ...r, signerName: '某甲' } : r)),
      hash,
    );
    for (const r of forged)
      await asRogueDba('UPDATE evidence_events SET signer_name = $2, chain_hash = $3 WHERE id = $1', [
        r.id,
        r.signerName,
        r.chainHash,
      ]);
    const after = await evidence(row);
    expect(after.records[0]?.signerName).toBe('某甲');
    expect(after.chainValid).toBe(false);
  });

  it('detects a log emptied of every entry: the core’s signatures have none', async () => {
    const row = await signedCase();
    await asRogueDba('DELETE FROM evidence_events WHERE trans_code = $1', [row.transCode]);
    const after = await evidence(row);
    expect(after.records).toEqual([]);
    expect(after.unrecorded).toHaveLength(3);
  });

  it('keeps verifying as entries are appended', async () => {
    const row = await signedCase();
    const { blocks } = (await ctx.agent.get(`/api/proposals/${row.transCode}/signing`).expect(200))
      .body as SigningState;
    const next = blocks[3]!;
    await ctx.agent
      .get(`/api/proposals/${row.transCode}/signing/documents/${next.docFid}`)
      .query({ cusCode: next.cusCode })
      .expect(200);
    await ctx.agent
      .post(`/api/proposals/${row.transCode}/signing/signatures`)
      .set(CSRF)
      .send({ recCode: next.recCode, image: PNG })
      .expect(200);
    const after = await evidence(row);
    expect(after).toMatchObject({ chainValid: true, unrecorded: [] });
    expect(after.records.filter((r) => r.kind === 'signature' && r.state === 'confirmed')).toHaveLength(4);
  });
});

/**
 * Runs SQL as a superuser with the append-only triggers disabled (ALTER TABLE … DISABLE TRIGGER USER), in one
 * transaction that enables them again: what a rogue DBA could do, unseen by the BFF's appends meanwhile.
 */
async function withTriggersOff(sql: string[], params: unknown[]): Promise<void> {
  const client = await ctx.stack.databaseOwner.connect();
  try {
    await client.query('BEGIN');
    for (const table of ['evidence_events', 'evidence_heads'])
      await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    for (const statement of sql) await client.query(statement, params);
    for (const table of ['evidence_events', 'evidence_heads'])
      await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

/** An unsigned mobile case otherwise complete, jumped on the visiting agent's declaration: its only evidence row. */
async function declaredCase(): Promise<Row> {
  const row = await caseWhere(
    ctx.agent,
    (r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt,
  );
  expect(
    (await ctx.stack.mock('put', '/__mock/complete-case', { transCode: row.transCode, signed: false }))
      .status,
  ).toBe(204);
  await ctx.agent
    .post(`/api/proposals/${row.transCode}/jump`)
    .set(CSRF)
    .send({ visitingAgent: true })
    .expect(200);
  const { records, chainValid } = await evidence(row);
  expect(chainValid).toBe(true);
  expect(records.map((r) => r.kind)).toEqual(['declaration']);
  return row;
}

describe('every field, every row and the head are accounted for (issue 40 item 2)', () => {
  it.each([
    ['an edited field', ['UPDATE evidence_events SET user_code = $2 WHERE trans_code = $1 AND seq = 2']],
    [
      'recorded_at moved by a microsecond',
      [
        `UPDATE evidence_events SET recorded_at = recorded_at + interval '1 microsecond' WHERE trans_code = $1 AND seq = 2`,
      ],
    ],
    [
      'the chain version lowered',
      ['UPDATE evidence_events SET chain_version = 1 WHERE trans_code = $1 AND seq = 3'],
    ],
    ['the first row deleted', ['DELETE FROM evidence_events WHERE trans_code = $1 AND seq = 1']],
    ['a middle row deleted', ['DELETE FROM evidence_events WHERE trans_code = $1 AND seq = 3']],
    [
      'the last row deleted',
      [
        'DELETE FROM evidence_events WHERE trans_code = $1 AND seq = (SELECT max(seq) FROM evidence_events WHERE trans_code = $1)',
      ],
    ],
    [
      'the first row deleted and the rest renumbered',
      [
        'DELETE FROM evidence_events WHERE trans_code = $1 AND seq = 1',
        'UPDATE evidence_events SET seq = seq - 1 WHERE trans_code = $1',
      ],
    ],
    [
      'two rows’ seq swapped',
      [
        'UPDATE evidence_events SET seq = seq + 1000 WHERE trans_code = $1 AND seq IN (2, 3)',
        'UPDATE evidence_events SET seq = CASE seq WHEN 1002 THEN 3 ELSE 2 END WHERE trans_code = $1 AND seq > 1000',
      ],
    ],
    [
      'the head moved back a row',
      [
        `UPDATE evidence_heads h SET seq = e.seq, chain_hash = e.chain_hash FROM evidence_events e
           WHERE h.trans_code = $1 AND e.trans_code = $1 AND e.seq = h.seq - 1`,
      ],
    ],
    ['the head deleted', ['DELETE FROM evidence_heads WHERE trans_code = $1']],
  ])('%s: not valid', async (_what, sql) => {
    const row = await signedCase();
    await withTriggersOff(sql, sql[0]!.includes('$2') ? [row.transCode, 'AG99999'] : [row.transCode]);
    expect((await evidence(row)).chainValid).toBe(false);
  });

  it('the only declaration row deleted: not valid (the head names it)', async () => {
    const row = await declaredCase();
    await withTriggersOff(['DELETE FROM evidence_events WHERE trans_code = $1'], [row.transCode]);
    const after = await evidence(row);
    expect(after.records).toEqual([]);
    expect(after.chainValid).toBe(false);
  });

  it('a case whose head is gone takes no new evidence: the signature is refused, nothing reaches the core', async () => {
    const row = await signedCase();
    await withTriggersOff(['DELETE FROM evidence_heads WHERE trans_code = $1'], [row.transCode]);
    const { blocks } = (await ctx.agent.get(`/api/proposals/${row.transCode}/signing`).expect(200))
      .body as SigningState;
    const next = blocks.find((b) => !b.image)!;
    await ctx.agent
      .get(`/api/proposals/${row.transCode}/signing/documents/${next.docFid}`)
      .query({ cusCode: next.cusCode })
      .expect(200);
    const res = await ctx.agent
      .post(`/api/proposals/${row.transCode}/signing/signatures`)
      .set(CSRF)
      .send({ recCode: next.recCode, image: PNG });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('EVIDENCE_UNAVAILABLE');
    const after = (await ctx.agent.get(`/api/proposals/${row.transCode}/signing`).expect(200))
      .body as SigningState;
    expect(after.blocks.find((b) => b.recCode === next.recCode)?.image).toBeNull();
  });

  it('the records carry their place: seq 1…n and recordedAt, the text the chain covers', async () => {
    const row = await signedCase();
    const { records } = await evidence(row);
    expect(records.map((r) => r.seq)).toEqual(records.map((_, i) => i + 1));
    for (const r of records) expect(r.recordedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });
});
