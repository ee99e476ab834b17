import Redis from 'ioredis';
import { TEST_REDIS_URL } from '../../../../__tests__/support/stack';
import { draftRevisions } from '../draft-revisions';

const redis = new Redis(TEST_REDIS_URL);
afterAll(() => redis.disconnect());

// Issue 22 item 6: a load hands out the revision whose write reached the core, never one still being written (a
// load between a save's revision and its write would hold the new revision over the old data, and its next save
// would then overwrite silently).
describe.each([
  ['Redis', () => draftRevisions(redis)],
  ['memory', () => draftRevisions(null)],
])('draft revisions (%s)', (_name, make) => {
  const at = new Date('2026-11-26T10:00:00Z');

  it('a revision given to a save is handed out only once its write is done', async () => {
    const revisions = make();
    const transCode = `TREV${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const first = await revisions.advance(transCode, 'policyholder', 0, at);
    expect(first).toEqual({ revision: 1 });
    expect(await revisions.current(transCode, 'policyholder')).toBe(0);
    await revisions.written(transCode, 'policyholder', 1);
    expect(await revisions.current(transCode, 'policyholder')).toBe(1);
    // The next save is being written: loads still get 1, and a save from 1 meets the one in flight.
    expect(await revisions.advance(transCode, 'policyholder', 1, at)).toEqual({ revision: 2 });
    expect(await revisions.current(transCode, 'policyholder')).toBe(1);
    expect(await revisions.advance(transCode, 'policyholder', 1, at)).toMatchObject({
      conflict: { revision: 1, latestRevision: 2 },
    });
    await revisions.written(transCode, 'policyholder', 2);
    expect(await revisions.current(transCode, 'policyholder')).toBe(2);
  });

  it('a save the core refused gives its revision back; the written one stays what loads get', async () => {
    const revisions = make();
    const transCode = `TREV${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    await revisions.advance(transCode, 'insured', 0, at);
    await revisions.written(transCode, 'insured', 1);
    await revisions.advance(transCode, 'insured', 1, at);
    await revisions.undo(transCode, 'insured', 2);
    expect(await revisions.current(transCode, 'insured')).toBe(1);
    expect(await revisions.advance(transCode, 'insured', 1, at)).toEqual({ revision: 2 });
  });
});
