import { createHash, createHmac } from 'node:crypto';
import type { components } from '@agent-portal/contracts/generated/bff';
import Redis from 'ioredis';
import { CSRF, TEST_REDIS_URL, useStack } from '../support/stack';
import { caseWhere, type Row } from '../support/proposals';
import { DEV_EVIDENCE_KEY } from '../../config/env';

// Issue 20 item 7: the signature evidence chain is keyed (HMAC-SHA256, EVIDENCE_HMAC_KEY) and its head is anchored
// apart from it on every append; whoever can write Redis but has no key cannot make a changed log verify.
const ctx = useStack(
  { EVIDENCE_HMAC_KEY: 'the-servers-own-evidence-key-0123456789' },
  { login: 'AG00001', reset: true },
);

type Evidence = components['schemas']['SignatureEvidence'];
type SigningState = components['schemas']['SigningState'];
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';
const FIELDS = [
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
type Rec = Evidence['records'][number];

const admin = new Redis(TEST_REDIS_URL);
afterAll(() => admin.disconnect());
const stream = (row: Row) => `ap:evidence:${row.transCode}`;
const head = (row: Row) => `ap:evidence:head:${row.transCode}`;

const evidence = async (row: Row) =>
  (await ctx.agent.get(`/api/proposals/${row.transCode}/evidence`).expect(200)).body as Evidence;

/** A mobile draft with its first three blocks signed through the API. */
async function signedCase(): Promise<Row> {
  const row = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
  await admin.del(stream(row), head(row));
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
  expect(before).toMatchObject({ chainValid: true });
  expect(before.records).toHaveLength(3);
  return row;
}

/** Replaces the stream with these records, as someone with write access to Redis would. */
async function rewrite(row: Row, records: Rec[]): Promise<void> {
  await admin.del(stream(row));
  for (const r of records)
    await admin.xadd(stream(row), '*', ...FIELDS.flatMap((f) => [f, r[f]]), 'chainHash', r.chainHash);
}

/** A chain recomputed by someone without the server's key: plain SHA-256 (the old scheme) or a guessed key. */
function recomputed(records: Rec[], hash: (data: string) => string): Rec[] {
  let previous = '0'.repeat(64);
  return records.map((r) => {
    const chainHash = hash(previous + JSON.stringify(FIELDS.map((f) => r[f])));
    previous = chainHash;
    return { ...r, chainHash };
  });
}

describe('the evidence chain (issue 20 item 7)', () => {
  it('detects a removed last entry', async () => {
    const row = await signedCase();
    const { records } = await evidence(row);
    await admin.xdel(stream(row), records[2]!.id);
    const after = await evidence(row);
    expect(after.records).toHaveLength(2);
    expect(after.chainValid).toBe(false);
  });

  it('detects an edited entry', async () => {
    const row = await signedCase();
    const { records } = await evidence(row);
    await rewrite(row, [records[0]!, { ...records[1]!, clientIp: '203.0.113.9' }, records[2]!]);
    expect((await evidence(row)).chainValid).toBe(false);
  });

  it.each([
    ['plain SHA-256', (d: string) => createHash('sha256').update(d).digest('hex')],
    ['the development key', (d: string) => createHmac('sha256', DEV_EVIDENCE_KEY).update(d).digest('hex')],
  ])('detects an edited chain recomputed without the key (%s), head moved to match', async (_name, hash) => {
    const row = await signedCase();
    const { records } = await evidence(row);
    const forged = recomputed(
      records.map((r) => (r.recCode === records[1]!.recCode ? { ...r, signerName: '某甲' } : r)),
      hash,
    );
    await rewrite(row, forged);
    await admin.hset(head(row), 'hash', forged[2]!.chainHash, 'count', '3');
    const after = await evidence(row);
    expect(after.records[1]?.signerName).toBe('某甲');
    expect(after.chainValid).toBe(false);
  });

  it('detects a log emptied of every entry, and a head removed', async () => {
    const row = await signedCase();
    await admin.del(stream(row));
    expect(await evidence(row)).toMatchObject({ records: [], chainValid: false });
    const other = await signedCase();
    await admin.del(head(other));
    expect((await evidence(other)).chainValid).toBe(false);
  });

  it('keeps verifying as entries are appended: the head moves with each', async () => {
    const row = await signedCase();
    expect(await admin.hgetall(head(row))).toEqual({
      hash: (await evidence(row)).records[2]!.chainHash,
      count: '3',
    });
  });
});
