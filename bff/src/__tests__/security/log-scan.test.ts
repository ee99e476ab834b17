import supertest from 'supertest';
import { CSRF, captchaFor, loginAs, sessionCookie, useStack } from '../support/stack';

// At debug: every line the BFF can write, the per-call legacy lines included.
const ctx = useStack({ LOG_LEVEL: 'debug' }, { reset: true, clearFaults: true });

/** A national ID as the BFF writes it (upper case), not inside a longer token such as a request id (a hex UUID). */
const NATIONAL_ID = /(?<![0-9A-Za-z])[A-Z][1289]\d{8}(?![0-9])/;

describe('ASVS V16.2.5 — no secret and no national ID in any log line of a full session', () => {
  it('captures every line of a session (failures included) and finds none', async () => {
    const a = supertest.agent(ctx.stack.app);
    const seen: string[] = [];
    a.on('response', (res: supertest.Response) => {
      const set = sessionCookie(res);
      if (set) seen.push(decodeURIComponent(set.split(';')[0]!.split('=')[1]!));
    });
    // A wrong password first (with a captcha that passed), then the whole dance with OTP and role pick.
    const firstCaptcha = await captchaFor(ctx.stack, a);
    await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00002', password: 'Wrong5678x', captcha: firstCaptcha })
      .expect(401);
    await loginAs(ctx.stack, a, 'AG00002');
    const otp = (await ctx.stack.mock('get', '/__mock/last-otp?userCode=AG00002')).body.otpCode as string;
    await a.post('/api/auth/otp/verify').set(CSRF).send({ otpCode: '000000' }); // a late wrong code, refused
    await a.get('/api/common/menu').expect(200);
    await a.get('/api/auth/me').expect(200);
    // National IDs in a body, in a query string, and in a call the core fails.
    await a.post('/api/customer-data/id-lookup').set(CSRF).send({ idn: 'a100000010' });
    await a.get('/api/proposals?idn=B100000039&customerIdn=B100000039');
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/', method: 'POST', status: 500 });
    await a.post('/api/customer-data/id-lookup').set(CSRF).send({ idn: 'B200000040' });
    await ctx.stack.mock('delete', '/__mock/faults');
    // Odd input a validator echoes back: the value must not reach the log either.
    await a.post('/api/customer-data/id-lookup').set(CSRF).send({ idn: 'C134562781', extra: 'x' });
    await a.post('/api/auth/logout').set(CSRF).expect(204);

    const lines = ctx.stack.logs.map((l) => JSON.stringify(l));
    expect(lines.length).toBeGreaterThan(15);
    expect(lines.some((l) => l.includes('"legacy call"'))).toBe(true);
    const sessionIds = seen.filter(Boolean).map((value) => value.slice(2).split('.')[0]!);
    const secrets = ['Demo2468', 'Wrong5678x', firstCaptcha, ...seen.filter(Boolean), ...sessionIds];
    for (const line of lines) {
      for (const secret of secrets) expect([secret, line.includes(secret)]).toEqual([secret, false]);
      expect(line).not.toMatch(new RegExp(`"${otp}"|[=:]${otp}\\b`));
      expect(line).not.toMatch(/"000000"/);
      expect([line, NATIONAL_ID.test(line)]).toEqual([line, false]);
      expect(line).not.toMatch(/JSESSIONID=|XSRF-TOKEN=/);
    }
  });
});
