import Redis from 'ioredis';
import pino from 'pino';
import { SharedCache } from '../infra/shared-cache';
import { Throttle } from '../infra/throttle';
import { sessionless } from '../legacy/context';
import { emptyMeansOk, loginRefusal, otpVerdict, plainText } from '../legacy/quirks';

const scope = { requestId: 'req-1', log: pino({ level: 'silent' }) };

describe('SharedCache', () => {
  it('loads from the core and logs at warn with the request id when Redis fails', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    broken.on('error', () => undefined);
    const warn = jest.spyOn(scope.log, 'warn');
    const cache = new SharedCache(broken, 60);
    expect(await cache.get(scope, 'k', async () => ['loaded'])).toEqual(['loaded']);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reqId: 'req-1', key: 'ap:cache:k' }),
      expect.stringContaining('shared cache read failed'),
    );
    broken.disconnect();
  });

  it('without Redis (dev fallback) loads every time', async () => {
    const cache = new SharedCache(null, 60);
    let loads = 0;
    await cache.get(scope, 'k', async () => ++loads);
    await cache.get(scope, 'k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('Throttle.reserve / hit', () => {
  it('takes attempts until the limit, then 429 with Retry-After; a released attempt can be taken again', async () => {
    const throttle = new Throttle(null, 300);
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await throttle.reserve('k', 3));
    await expect(throttle.reserve('k', 3)).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
    });
    await taken[0]!.release();
    await taken[0]!.release(); // once only
    await throttle.reserve('k', 3);
    await expect(throttle.reserve('k', 3)).rejects.toMatchObject({ status: 429 });
    await throttle.clear('k');
    await expect(throttle.reserve('k', 3)).resolves.toBeDefined();
  });

  it('a window of its own per reservation', async () => {
    const throttle = new Throttle(null, 300);
    await throttle.reserve('w', 1, 120);
    const err = await throttle.reserve('w', 1, 120).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, headers: { 'Retry-After': '120' } });
  });

  it('hit answers 429 with Retry-After over the limit', async () => {
    const throttle = new Throttle(null, 60);
    await throttle.hit('h', 1);
    const err = await throttle.hit('h', 1).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, headers: { 'Retry-After': '60' } });
  });
});

describe('legacy quirks', () => {
  it('reads "empty body means OK" and plain-text answers', () => {
    expect(emptyMeansOk('')).toBeNull();
    expect(emptyMeansOk('  ""  ')).toBeNull();
    expect(emptyMeansOk('查無此單位角色，請重新選擇')).toBe('查無此單位角色，請重新選擇');
    expect(plainText('"Y"')).toBe('Y');
  });

  it("reads the OTP verdict's misspelt erorrMsg", () => {
    expect(otpVerdict({ verifyYn: 'N', erorrMsg: 'OTP驗證碼錯誤，請重新輸入' })).toEqual({
      verified: false,
      errorMsg: 'OTP驗證碼錯誤，請重新輸入',
    });
    expect(otpVerdict(undefined)).toEqual({ verified: false, errorMsg: undefined });
  });

  it('finds a login refusal in the status or in a 200 body errorCode', () => {
    expect(loginRefusal(517, { errorCode: 517, message: 'x' })).toBe(517);
    expect(loginRefusal(200, { errorCode: 519 })).toBe(519);
    expect(loginRefusal(200, { msg: '' })).toBeUndefined();
  });

  it('session-less calls get a fresh jar with a made-up XSRF token each time', () => {
    const a = sessionless(scope);
    const b = sessionless(scope);
    expect(a.state.cookies['XSRF-TOKEN']).toMatch(/^[0-9a-f]{32}$/);
    expect(a.state.cookies['XSRF-TOKEN']).not.toBe(b.state.cookies['XSRF-TOKEN']);
    expect(Object.keys(a.state.cookies)).toEqual(['XSRF-TOKEN']);
  });
});
