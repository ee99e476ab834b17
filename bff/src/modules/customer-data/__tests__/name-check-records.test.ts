import Redis from 'ioredis';
import { TEST_REDIS_URL } from '../../../__tests__/support/stack';
import { nameCheckRecords } from '../name-check-records';

const redis = new Redis(TEST_REDIS_URL);
afterAll(() => redis.quit());

/** Redis Cluster's slot of a key: CRC16 (XMODEM) of its hash tag, or of the whole key without one, mod 16384. */
function slotOf(key: string): number {
  const open = key.indexOf('{');
  const close = open >= 0 ? key.indexOf('}', open + 1) : -1;
  const hashed = close > open + 1 ? key.slice(open + 1, close) : key;
  let crc = 0;
  for (const byte of Buffer.from(hashed)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc % 16384;
}

describe('nameCheckRecords (Cluster-safe keys)', () => {
  it('keeps the parties of one case in one Cluster slot, so one MULTI or DEL may name them together', async () => {
    const records = nameCheckRecords(redis, 'secret');
    const transCode = `T${Date.now()}`;
    const parties = [
      { party: 'O' as const, idn: 'A123456789' },
      { party: 'I' as const, idn: 'B223456789' },
    ];
    await records.write(transCode, parties, { status: 'S', message: '', amlResult: '', secAmlResult: '' });
    const keys = await redis.keys(`ap:name-check:{${transCode}}:*`);
    expect(keys).toHaveLength(2);
    expect(new Set(keys.map(slotOf)).size).toBe(1);
    expect(keys.join()).not.toContain('A123456789');
    expect(await records.read(transCode, 'I', 'B223456789')).toMatchObject({ status: 'S' });
    await records.clear(transCode, parties);
    expect(await redis.keys(`ap:name-check:{${transCode}}:*`)).toEqual([]);
  });

  it('computes the slots Redis Cluster documents', () => {
    expect(slotOf('123456789')).toBe(12739);
    expect(slotOf('{user1000}.following')).toBe(slotOf('{user1000}.followers'));
  });
});
