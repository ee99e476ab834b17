import Redis from 'ioredis';
import { UploadReservations, type SlotFile } from '../infra/upload-reservations';
import { TEST_REDIS_URL } from './support/stack';

/*
 * The slot count of infra/upload-reservations.ts, in Redis (the Lua script) and in memory (the dev fallback), with
 * the orders parallel uploads meet: a file the core stored before its upload marked it so is counted once, a file
 * stored after the core listed the slot is counted though the list misses it, an upload under way always counts.
 */
const redis = new Redis(TEST_REDIS_URL);
afterAll(() => redis.quit());

const file = (fileCode: string, fileName: string): SlotFile => ({ fileCode, fileName });

describe.each([
  ['Redis', () => new UploadReservations(redis)],
  ['memory', () => new UploadReservations(null)],
])('%s', (_name, make) => {
  let slot = '';
  let n = 0;
  beforeEach(async () => {
    slot = `T${Date.now()}x${n++}:C`;
    await redis.del(`ap:uploads:${slot}`);
  });

  it('counts the listed files and every upload under way: the limit is never passed', async () => {
    const r = make();
    const listed = [file('F1', 'a.jpg')];
    const t0 = await r.clock();
    const first = await r.reserve(slot, t0, 'b.jpg', listed, 3);
    const second = await r.reserve(slot, t0, 'c.jpg', listed, 3);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await r.reserve(slot, t0, 'd.jpg', listed, 3)).toBeNull();
    await second!.release();
    expect(await r.reserve(slot, t0, 'd.jpg', listed, 3)).not.toBeNull();
  });

  it('an upload whose file the core already lists (not yet marked stored) is counted once, not twice', async () => {
    const r = make();
    const pending = await r.reserve(slot, await r.clock(), 'b.jpg', [file('F1', 'a.jpg')], 3);
    expect(pending).not.toBeNull();
    // The core stored F2 (b.jpg); the upload has not heard back yet. Slot: F1, F2 → one place left.
    const listed = [file('F1', 'a.jpg'), file('F2', 'b.jpg')];
    const third = await r.reserve(slot, await r.clock(), 'c.jpg', listed, 3);
    expect(third).not.toBeNull();
    expect(await r.reserve(slot, await r.clock(), 'd.jpg', listed, 3)).toBeNull();
  });

  it('a file stored after the core listed the slot is counted though the list misses it', async () => {
    const r = make();
    const t0 = await r.clock();
    const listedEarly = [file('F1', 'a.jpg')]; // read by a third upload before F2 was stored
    const other = await r.reserve(slot, await r.clock(), 'b.jpg', listedEarly, 2);
    await other!.stored('F2');
    expect(await r.reserve(slot, t0, 'c.jpg', listedEarly, 2)).toBeNull();
    // Listed later, F2 is counted by the list alone: a deleted file then frees its place at once.
    expect(await r.reserve(slot, await r.clock(), 'c.jpg', [file('F2', 'b.jpg')], 2)).not.toBeNull();
  });

  it('a file code the core reuses after a delete still stands for the upload that got it', async () => {
    const r = make();
    const old = await r.reserve(slot, await r.clock(), 'a.jpg', [], 2);
    await old!.stored('F1'); // then deleted: the core lists nothing, and gives F1 again to the next file
    // The next upload's list read after the mark (a millisecond on: in the same millisecond F1 would still count).
    const later = (await r.clock()) + 1;
    const pending = await r.reserve(slot, later, 'b.jpg', [], 2);
    expect(pending).not.toBeNull();
    // b.jpg stored as F1, not yet marked: one file, one upload, one place left.
    expect(await r.reserve(slot, later, 'c.jpg', [file('F1', 'b.jpg')], 2)).not.toBeNull();
  });
});
