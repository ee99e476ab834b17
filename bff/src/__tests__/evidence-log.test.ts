import Redis from 'ioredis';
import {
  chainIsValid,
  memoryEvidenceLog,
  redisEvidenceLog,
  type EvidenceEntry,
  type EvidenceLog,
} from '../modules/proposals/signing/evidence-log';
import { TEST_REDIS_URL } from './support/stack';

const entry = (recCode: string): EvidenceEntry => ({
  at: '2026-11-22T10:00:00.000Z',
  recCode,
  docCode: 'A01',
  docFid: 'TRA01',
  signCode: 'O',
  cusCode: 'TRO',
  signerName: '王大明',
  label: '要保人簽名',
  userCode: 'AG00001',
  clientIp: '127.0.0.1',
  userAgent: 'jest',
  imageSha256: 'a'.repeat(64),
  pdfSha256: 'b'.repeat(64),
});

const KEY = 'evidence-log-test-key-0123456789abcdef';
const redis = new Redis(TEST_REDIS_URL);
afterAll(() => redis.disconnect());

describe.each([
  ['memory', () => memoryEvidenceLog(KEY)],
  ['redis stream', () => redisEvidenceLog(redis, KEY)],
] as [string, () => EvidenceLog][])('evidence log (%s)', (_name, make) => {
  const transCode = `TEVID${Date.now()}`;
  afterAll(() =>
    redis.del(`ap:evidence:${transCode}`, `ap:evidence:head:${transCode}`, `ap:sign-shown:${transCode}`),
  );

  it('appends in order with a hash chain that a changed or removed entry breaks', async () => {
    const log = make();
    await Promise.all(['R01', 'R02', 'R03'].map((r) => log.append(transCode, entry(r))));
    const records = await log.list(transCode);
    expect(records).toHaveLength(3);
    const head = { hash: records[2]!.chainHash, count: 3 };
    expect(chainIsValid(records, KEY, head)).toBe(true);
    expect(await log.verified(transCode)).toEqual({ records, chainValid: true });
    expect(chainIsValid([{ ...records[0]!, clientIp: '10.0.0.1' }, ...records.slice(1)], KEY, head)).toBe(
      false,
    );
    expect(chainIsValid([records[0]!, records[2]!], KEY, head)).toBe(false);
  });

  it('remembers the last PDF hash shown per document and signer', async () => {
    const log = make();
    expect(await log.lastShown(transCode, 'TRA01', 'TRO')).toBeNull();
    await log.shown(transCode, 'TRA01', 'TRO', 'c'.repeat(64));
    await log.shown(transCode, 'TRA01', 'TRO', 'd'.repeat(64));
    expect(await log.lastShown(transCode, 'TRA01', 'TRO')).toBe('d'.repeat(64));
    expect(await log.lastShown(transCode, 'TRA01', 'TRI')).toBeNull();
  });
});
