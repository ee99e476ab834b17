import type Redis from 'ioredis';
import { ReplyError } from 'ioredis';
import MaxRetriesPerRequestError from 'ioredis/built/errors/MaxRetriesPerRequestError';
import { isRedisUnavailable } from '../redis-failure';

const client = (status: string) => ({ status }) as unknown as Redis;

describe('isRedisUnavailable', () => {
  it('knows the Redis error classes whatever the connection state', () => {
    expect(isRedisUnavailable(new MaxRetriesPerRequestError(1), client('ready'))).toBe(true);
    expect(
      isRedisUnavailable(
        new ReplyError('READONLY You can’t write against a read only replica.'),
        client('ready'),
      ),
    ).toBe(true);
  });

  it('reads a plain error as the store failing only while the client is not connected', () => {
    const plain = new Error("Stream isn't writeable and enableOfflineQueue options is false");
    expect(isRedisUnavailable(plain, client('reconnecting'))).toBe(true);
    expect(isRedisUnavailable(plain, client('ready'))).toBe(false);
  });

  it("reads ioredis's command timeout (a plain Error, connection still ready) as the store failing", () => {
    expect(isRedisUnavailable(new Error('Command timed out'), client('ready'))).toBe(true);
    expect(isRedisUnavailable(new Error('Command timed out'), null)).toBe(false);
    expect(isRedisUnavailable(new Error('Command timed out while reading'), client('ready'))).toBe(false);
  });

  it('does not read the text: an unrelated error naming port 6379 is not a Redis failure', () => {
    expect(isRedisUnavailable(new Error('connect ECONNREFUSED 10.0.0.1:6379'), client('ready'))).toBe(false);
    expect(isRedisUnavailable(new Error('anything'), null)).toBe(false);
  });
});
