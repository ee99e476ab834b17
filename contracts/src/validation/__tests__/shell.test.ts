import {
  loginSchema,
  otpSchema,
  otpSendSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  roleStepSchema,
} from '..';
import { ruleMessages } from '../../messages/rules';
import { normalizeUserCode } from '../../rules';
import { errorsByPath } from './helpers';

describe('loginSchema', () => {
  const ok = { userCode: 'A123456', password: 'Ab13Cd57', captcha: '123456' };

  it('upper-cases and converts the employee number to half-width', async () => {
    await expect(loginSchema.validate({ ...ok, userCode: ' ａ１２３４５６ ' })).resolves.toEqual(ok);
  });

  it('reports each missing field', async () => {
    expect(await errorsByPath(loginSchema, { userCode: '', password: '', captcha: '' })).toEqual({
      userCode: ['請輸入員工編號'],
      password: ['請輸入密碼'],
      captcha: ['請輸入驗證碼'],
    });
  });

  it('checks lengths: employee number 7-12, password 8-12, captcha at most 6', async () => {
    expect(
      await errorsByPath(loginSchema, { userCode: 'A12345', password: 'Ab13Cd5', captcha: '1234567' }),
    ).toEqual({
      userCode: ['員工編號至少需7碼'],
      password: ['密碼長度需為8~12碼！'],
      captcha: ['驗證碼最多6碼'],
    });
    expect(
      await errorsByPath(loginSchema, { ...ok, userCode: 'A123456789012', password: 'Ab13Cd57Ef246' }),
    ).toEqual({
      userCode: ['員工編號最多12碼'],
      password: ['密碼長度需為8~12碼！'],
    });
  });

  it('drops the typed captcha requirement when the robot check is used', async () => {
    expect(await errorsByPath(loginSchema, { ...ok, captcha: '' }, { useRecaptcha: true })).toEqual({});
  });

  it('drops the typed captcha requirement when a robot-check token is sent, and only then', async () => {
    expect(await errorsByPath(loginSchema, { ...ok, captcha: undefined, recaptchaToken: 'tok' })).toEqual({});
    expect(await errorsByPath(loginSchema, { ...ok, captcha: '', recaptchaToken: '  ' })).toEqual({
      captcha: ['請輸入驗證碼'],
    });
  });

  it('casts the employee number with normalizeUserCode in both the login and the reset dialog', async () => {
    const typed = ' ａｇ００００１ ';
    expect(normalizeUserCode(typed)).toBe('AG00001');
    expect((await loginSchema.validate({ ...ok, userCode: typed })).userCode).toBe('AG00001');
    expect(resetPasswordRequestSchema.cast({ userCode: typed }, { assert: false }).userCode).toBe('AG00001');
  });
});

describe('otpSchema / otpSendSchema', () => {
  it('needs a 6-digit code', async () => {
    expect(await errorsByPath(otpSchema, { otpCode: '' })).toEqual({ otpCode: ['請輸入OTP驗證碼'] });
    expect(await errorsByPath(otpSchema, { otpCode: '12345a' })).toEqual({
      otpCode: ['OTP驗證碼需為6位數字'],
    });
    expect(await errorsByPath(otpSchema, { otpCode: '1234567' })).toEqual({
      otpCode: ['OTP驗證碼需為6位數字'],
    });
    expect(await errorsByPath(otpSchema, { otpCode: '123456' })).toEqual({});
  });

  it('needs E or M, and refuses M without a mobile on file', async () => {
    expect(await errorsByPath(otpSendSchema, {})).toEqual({
      sendTypeCode: ['請選擇EMAIL或行動電話發送驗證碼 !'],
    });
    expect(await errorsByPath(otpSendSchema, { sendTypeCode: 'X' })).toEqual({
      sendTypeCode: ['請選擇EMAIL或行動電話發送驗證碼 !'],
    });
    expect(await errorsByPath(otpSendSchema, { sendTypeCode: 'M' }, { mobileYn: 'N' })).toEqual({
      sendTypeCode: ['查無行動電話資料，請改用EMAIL發送驗證碼 !'],
    });
    expect(await errorsByPath(otpSendSchema, { sendTypeCode: 'M' }, { mobileYn: 'Y' })).toEqual({});
    expect(await errorsByPath(otpSendSchema, { sendTypeCode: 'E' }, { mobileYn: 'N' })).toEqual({});
  });
});

describe('resetPasswordSchema', () => {
  const ok = {
    userCode: 'A123456',
    idLast4: '6789',
    newPassword: 'Ab13Cd57',
    confirmPassword: 'Ab13Cd57',
    otpCode: '123456',
  };

  it('accepts a complete dialog', async () => {
    expect(await errorsByPath(resetPasswordSchema, ok)).toEqual({});
  });

  it('reports the spec messages', async () => {
    expect(
      await errorsByPath(resetPasswordSchema, {
        userCode: 'A12',
        idLast4: '678',
        newPassword: 'a1357924',
        confirmPassword: 'a1357925',
        otpCode: '12a45',
      }),
    ).toEqual({
      userCode: ['員工編號至少需7碼'],
      idLast4: ['身分證字號後4碼需為4碼數字'],
      confirmPassword: ['新密碼 和 再次輸入新密碼 輸入不一致，請重新輸入！'],
      otpCode: ['OTP驗證碼需為6位數字'],
    });
  });

  it('refuses a password equal to the employee number', async () => {
    expect(
      await errorsByPath(resetPasswordSchema, {
        ...ok,
        userCode: 'ab13cd57',
        newPassword: 'AB13CD57',
        confirmPassword: 'AB13CD57',
      }),
    ).toEqual({ newPassword: ['密碼和帳號不可相同！'] });
  });

  it('does not ask for the OTP before it is sent', async () => {
    const { otpCode: _otp, ...beforeOtp } = ok;
    expect(await errorsByPath(resetPasswordRequestSchema, beforeOtp)).toEqual({});
    expect(await errorsByPath(resetPasswordSchema, beforeOtp)).toEqual({ otpCode: ['請輸入OTP驗證碼'] });
  });
});

describe('roleStepSchema', () => {
  const offered = ['B001|AG', 'B002|BM1'];

  it('accepts a pair among those offered', async () => {
    expect(await errorsByPath(roleStepSchema, { role: 'B002|BM1' }, { offered })).toEqual({});
  });

  it('refuses no pick, and a pair that was not offered', async () => {
    expect(await errorsByPath(roleStepSchema, { role: '' }, { offered })).toEqual({
      role: [ruleMessages.ROLE_REQUIRED],
    });
    expect(await errorsByPath(roleStepSchema, { role: 'B009|AG' }, { offered })).toEqual({
      role: [ruleMessages.ROLE_REQUIRED],
    });
  });
});
