import NodeRSA from 'node-rsa';
import { errorMessages } from '@agent-portal/contracts/messages';
import { Throttle } from '../infra/throttle';
import type { AuthLegacy } from '../modules/auth/auth.legacy';
import { authService } from '../modules/auth/auth.service';
import { homeService } from '../modules/home/home.service';
import type { HomeLegacy } from '../modules/home/home.legacy';
import { serviceContext } from './support/service-context';

const publicKey = new NodeRSA({ b: 512 }).exportKey('pkcs8-public-pem');
const user = {
  userCode: 'AG00002',
  userName: '王小明',
  roleName: '業務員',
  roleCode: 'R1',
  branCode: 'B1',
  branName: '台北分公司',
  otpValidate: 'Y' as const,
  randomPageId: 'p1',
  carryYn: 'N' as const,
  pirCode: 'PIR',
  pptCode: 'PPT',
  pirYn: 'Y' as const,
  mecYn: 'Y' as const,
};

/** The login dance's calls, answering as the core would for a user with OTP and two roles. */
function fakeLegacy(overrides: Partial<AuthLegacy> = {}): AuthLegacy {
  return {
    systemActive: async () => 'Y',
    publicKey: async () => publicKey,
    siteKey: async () => null,
    verifyRecaptcha: async () => ({ status: 'S' }),
    login: async () => ({
      status: 200,
      body: { randomPageId: 'p1', loginOtpEnableYn: 'Y', mobileYn: 'Y', msg: '' },
      text: '',
    }),
    sendOtp: async () => ({ otpRecCode: 'REC1', alertMsg: null, errorMsg: null }),
    verifyOtp: async () => ({ verified: true }),
    roles: async () => [
      { branCode: 'B1', roleCode: 'R1', roleName: '業務員' },
      { branCode: 'B2', roleCode: 'R2', roleName: '主管' },
    ],
    pickRole: async () => null,
    userInfo: async () => user,
    timer: async () => ({ timeout: 900, remindTimeout: 60 }),
    otpResendSeconds: async () => 60,
    logout: async () => undefined,
    ...overrides,
  };
}

const limits = {
  loginAttempts: 2,
  otpAttempts: 10,
  ipFactor: 5,
  ipFailures: 10,
  ipFailureWindowSeconds: 900,
};
const withJar = { legacy: { cookies: { JSESSIONID: 'j1', 'XSRF-TOKEN': 'x1' } } };

describe('authService (no Express)', () => {
  it('walks password → OTP → role with a new session id after each step, carrying the legacy jar', async () => {
    const auth = authService(fakeLegacy(), new Throttle(null, 300), limits);
    const { ctx, session } = serviceContext(withJar);
    const input = { userCode: 'AG00002', password: 'Demo2468', captcha: 'ABCDEF' };
    expect(await auth.login(ctx, input)).toEqual({ next: 'otp', mobileYn: 'Y' });
    expect(session.ids).toHaveLength(2);
    await auth.sendOtp(ctx, 'E');
    const afterOtp = await auth.verifyOtp(ctx, '123456');
    expect(afterOtp).toEqual({
      next: 'role',
      roles: [
        { branCode: 'B1', roleCode: 'R1', roleName: '業務員' },
        { branCode: 'B2', roleCode: 'R2', roleName: '主管' },
      ],
    });
    expect(session.ids).toHaveLength(3);
    expect(await auth.pickRole(ctx, 'B2', 'R2')).toEqual({ next: 'done' });
    expect(session.ids).toHaveLength(4);
    expect(session.data.legacy).toEqual(withJar.legacy);
    expect(session.data.auth).toMatchObject({ stage: 'done', branCode: 'B2', roleCode: 'R2' });
    expect(session.data.ttlSeconds).toBe(900);
  });

  it("answers the user info bff.yaml names, without the core's extras (branName)", async () => {
    const auth = authService(fakeLegacy(), new Throttle(null, 300), limits);
    const { ctx } = serviceContext({ auth: { stage: 'done', userCode: 'AG00002', mobileYn: 'Y' } });
    const me = await auth.me(ctx);
    expect(me).not.toHaveProperty('branName');
    expect(me).toMatchObject({ userCode: 'AG00002', branCode: 'B1', pirYn: 'Y' });
  });

  it('per client IP, an office’s OTP logins do not count: first codes and right codes are free, resends and wrong codes count', async () => {
    // IP allowance 2 × 1: the old rule (every send and every check) would lock the third login out.
    const throttle = new Throttle(null, 300);
    const tight = { ...limits, otpAttempts: 2, ipFactor: 1 };
    for (let i = 0; i < 5; i++) {
      const auth = authService(fakeLegacy(), throttle, tight);
      const { ctx } = serviceContext(withJar);
      await auth.login(ctx, { userCode: `AG1000${i}`, password: 'Demo2468', captcha: 'ABCDEF' });
      await auth.sendOtp(ctx, 'E');
      expect(await auth.verifyOtp(ctx, '123456')).toMatchObject({ next: 'role' });
    }
    const wrong = authService(fakeLegacy({ verifyOtp: async () => ({ verified: false }) }), throttle, tight);
    const attempt = async (userCode: string) => {
      const { ctx } = serviceContext(withJar);
      await wrong.login(ctx, { userCode, password: 'Demo2468', captcha: 'ABCDEF' });
      await wrong.sendOtp(ctx, 'E');
      return wrong.verifyOtp(ctx, '000000');
    };
    await expect(attempt('AG20001')).rejects.toMatchObject({ status: 400, code: 'OTP_WRONG' });
    await expect(attempt('AG20002')).rejects.toMatchObject({ status: 400, code: 'OTP_WRONG' });
    await expect(attempt('AG20003')).rejects.toMatchObject({ status: 429 });
    // Resends count: three logins from one address each ask a second code; the third resend meets the IP's 2 (each
    // employee number is within its own 2).
    const resend = authService(fakeLegacy(), new Throttle(null, 300), tight);
    for (const [i, userCode] of ['AG30001', 'AG30002', 'AG30003'].entries()) {
      const { ctx } = serviceContext(withJar);
      await resend.login(ctx, { userCode, password: 'Demo2468', captcha: 'ABCDEF' });
      await resend.sendOtp(ctx, 'E');
      const again = resend.sendOtp(ctx, 'E');
      if (i < 2) await again;
      else await expect(again).rejects.toMatchObject({ status: 429 });
    }
  });

  it('does not count a wrong captcha against the employee number, but counts a wrong password', async () => {
    const wrongCaptcha = fakeLegacy({
      login: async () => ({ status: 401, body: { message: '驗證碼錯誤' }, text: '' }),
    });
    const wrongPassword = fakeLegacy({
      login: async () => ({ status: 401, body: { message: '帳號或密碼錯誤' }, text: '' }),
    });
    const throttle = new Throttle(null, 300);
    const input = { userCode: 'AG00003', password: 'x', captcha: 'ABCDEF' };
    for (let i = 0; i < 5; i++) {
      const { ctx } = serviceContext(withJar);
      await expect(authService(wrongCaptcha, throttle, limits).login(ctx, input)).rejects.toMatchObject({
        status: 401,
      });
    }
    for (const expected of [401, 401, 429]) {
      const { ctx } = serviceContext(withJar);
      await expect(authService(wrongPassword, throttle, limits).login(ctx, input)).rejects.toMatchObject({
        status: expected,
      });
    }
  });

  it('refuses a login with 503 MAINTENANCE while the core says it is closed, before any credentials are sent', async () => {
    const login = jest.fn(fakeLegacy().login);
    const auth = authService(
      fakeLegacy({ systemActive: async () => 'N', login }),
      new Throttle(null, 300),
      limits,
    );
    const { ctx } = serviceContext(withJar);
    await expect(
      auth.login(ctx, { userCode: 'AG00002', password: 'Demo2468', captcha: 'ABCDEF' }),
    ).rejects.toMatchObject({ status: 503, code: 'MAINTENANCE', message: errorMessages.MAINTENANCE });
    expect(login).not.toHaveBeenCalled();
  });

  it('lets the login go on when the system-state question fails, logged at warn', async () => {
    const auth = authService(
      fakeLegacy({
        systemActive: async () => {
          throw new Error('core slow');
        },
      }),
      new Throttle(null, 300),
      limits,
    );
    const { ctx } = serviceContext(withJar);
    const warn = jest.spyOn(ctx.log, 'warn');
    const input = { userCode: 'AG00002', password: 'Demo2468', captcha: 'ABCDEF' };
    expect(await auth.login(ctx, input)).toEqual({ next: 'otp', mobileYn: 'Y' });
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'system state unknown; the login goes on');
  });

  it('logs a failed core logout at warn and still ends the session', async () => {
    const auth = authService(
      fakeLegacy({
        logout: async () => {
          throw new Error('core down');
        },
      }),
      new Throttle(null, 300),
      limits,
    );
    const { ctx, session } = serviceContext({
      ...withJar,
      auth: { stage: 'done', userCode: 'A', mobileYn: 'N' },
    });
    const warn = jest.spyOn(ctx.log, 'warn');
    await auth.logout(ctx, 'N');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reqId: 'unit-test' }),
      'legacy logout failed',
    );
    expect(session.data).toEqual({});
  });
});

describe('homeService.switchRole (no Express)', () => {
  const home: HomeLegacy = {
    license: async () => ({}),
    serviceMessage: async () => '',
    marquee: async () => [],
    pending: async () => [],
    changeRole: async () => null,
  };

  it('answers the new user info field by field and moves the session to the new role', async () => {
    const { ctx, session } = serviceContext({
      auth: { stage: 'done', userCode: 'AG00002', mobileYn: 'Y', branCode: 'B1', roleCode: 'R1' },
    });
    const answer = await homeService(home, { userInfo: async () => user }).switchRole(ctx, 'B2', 'R2');
    expect(answer).not.toHaveProperty('branName');
    expect(session.data.auth).toMatchObject({ branCode: 'B2', roleCode: 'R2', userName: '王小明' });
  });

  it('answers 409 with the refusal text when the core refuses the role', async () => {
    const { ctx } = serviceContext({ auth: { stage: 'done', userCode: 'AG00002', mobileYn: 'Y' } });
    const refusing = { ...home, changeRole: async () => '查無此單位角色，請重新選擇' };
    await expect(
      homeService(refusing, { userInfo: async () => user }).switchRole(ctx, 'B9', 'R9'),
    ).rejects.toMatchObject({ status: 409, code: 'ROLE_REJECTED', message: '查無此單位角色，請重新選擇' });
  });
});
