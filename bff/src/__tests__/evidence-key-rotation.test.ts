/**
 * Issue 43 item 3: the evidence key rotates. Each event records the id of the key that sealed it; a chain crossing a
 * rotation verifies with each event's own key; a key removed while events still need it is named by the check
 * and refused at start-up (a built BFF process).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockApp } from '@agent-portal/mocks';
import type { EvidenceKeys } from '../config/evidence-keys';
import { memoryEvidenceLog } from '../modules/proposals/signing/evidence-log';
import {
  missingEvidenceKeys,
  pgEvidenceLog,
  verifyEvidence,
} from '../modules/proposals/signing/evidence-store';
import { startBffProcess } from './support/bff-process';
import { testDatabase, type TestDatabase } from './support/database';
import { freePort } from './support/redis-server';
import { TEST_REDIS_URL } from './support/stack';
import { evidenceEntry as entry } from './support/evidence';

const OLD = 'old-evidence-key-0123456789abcdef-0123';
const NEW = 'new-evidence-key-fedcba9876543210-4567';
const BEFORE: EvidenceKeys = { current: 'k1', keys: { k1: OLD } };
const AFTER: EvidenceKeys = { current: 'k2', keys: { k2: NEW, k1: OLD } };

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.drop());

describe('a chain crossing a key rotation (PostgreSQL)', () => {
  const transCode = `TROT${Date.now()}`;

  it('each event records its key; the chain verifies with each event’s own key', async () => {
    const before = pgEvidenceLog(db.pool, BEFORE);
    await before.append(transCode, entry('R01'));
    await before.append(transCode, entry('R02'));
    const after = pgEvidenceLog(db.pool, AFTER);
    await after.append(transCode, entry('R03'));

    const { records, chainValid } = await after.verified(transCode);
    expect(records.map((r) => [r.seq, r.keyId])).toEqual([
      [1, 'k1'],
      [2, 'k1'],
      [3, 'k2'],
    ]);
    expect(chainValid).toBe(true);
    expect(await verifyEvidence(db.pool, AFTER, { transCode })).toMatchObject({ valid: true, events: 3 });
    expect(await missingEvidenceKeys(db.pool, AFTER)).toEqual([]);
  });

  it('without the retired key: the events it sealed are named, and the start-up check lists it', async () => {
    const newOnly: EvidenceKeys = { current: 'k2', keys: { k2: NEW } };
    const verdict = await verifyEvidence(db.pool, newOnly, { transCode });
    expect(verdict.valid).toBe(false);
    expect(verdict.cases[0]?.problems).toEqual([
      'seq 1: sealed with the key "k1", which is not configured',
      'seq 2: sealed with the key "k1", which is not configured',
    ]);
    expect(await missingEvidenceKeys(db.pool, newOnly)).toEqual(['k1']);
  });

  it('a key id changed by a superuser does not pass: the other key does not reproduce the HMAC', async () => {
    await db.owner.query('ALTER TABLE evidence_events DISABLE TRIGGER USER');
    try {
      await db.owner.query(`UPDATE evidence_events SET key_id = 'k2' WHERE trans_code = $1 AND seq = 1`, [
        transCode,
      ]);
    } finally {
      await db.owner.query('ALTER TABLE evidence_events ENABLE TRIGGER USER');
    }
    const verdict = await verifyEvidence(db.pool, AFTER, { transCode });
    expect(verdict.cases[0]?.problems).toEqual([
      'seq 1: HMAC does not match (the event or its predecessor changed, or another key)',
    ]);
  });
});

describe('in memory (a development machine without a database)', () => {
  it('seals with the current key and verifies across the rotation too', async () => {
    const log = memoryEvidenceLog(AFTER);
    const record = await log.append('TMEM1', entry('R01'));
    expect(record.keyId).toBe('k2');
    expect((await log.verified('TMEM1')).chainValid).toBe(true);
  });
});

describe('start-up with a key removed that stored events need', () => {
  let mock: Server;
  beforeAll(async () => {
    mock = createMockApp({ validateRequests: true }).listen(0, '127.0.0.1');
    await new Promise((r) => mock.once('listening', r));
  });
  afterAll(() => new Promise((r) => mock.close(r)));

  it('is refused: the process exits before it is ready; with the retired key listed, it starts', async () => {
    const settings = (keys: string) => ({
      CORE_URL: `http://127.0.0.1:${(mock.address() as AddressInfo).port}`,
      REDIS_URL: TEST_REDIS_URL,
      DATABASE_URL: db.url,
      EVIDENCE_HMAC_KEYS: keys,
    });
    const started = startBffProcess(await freePort(), settings(`k2:${NEW}`), { keepOutput: true });
    const refusal = await started.then(
      async (bff) => {
        await bff.kill();
        return 'started';
      },
      (err: Error) => err.message,
    );
    expect(refusal).toMatch(/exited/);
    // With the retired key listed, it starts.
    const bff = await startBffProcess(await freePort(), settings(`k2:${NEW},k1:${OLD}`));
    expect(await bff.terminate()).toBe(0);
  }, 60_000);
});
