import type { Response } from 'express';
import type { FixtureUser } from '../fixtures/users';
import { randomToken } from '../lib/random';
import type { MockSession, Stage } from '../state';

/** Puts the session at the first step after a successful login (password or remote) and answers like the core. */
export function startLogin(res: Response, session: MockSession, user: FixtureUser, stage: Stage): void {
  Object.assign(session, {
    stage,
    userCode: user.userCode,
    randomPageId: randomToken(8),
    otpValidate: 'N',
    branCode: null,
    roleCode: null,
    roleName: null,
  } satisfies Partial<MockSession>);
  res.json({
    randomPageId: session.randomPageId,
    loginOtpEnableYn: stage === 'otp' ? 'Y' : 'N',
    mobileYn: user.mobile ? 'Y' : 'N',
    msg: '登入成功',
  });
}
