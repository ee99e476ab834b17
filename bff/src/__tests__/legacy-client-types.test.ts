import pino from 'pino';
import { LegacyClient, type LegacyContext } from '../legacy/legacy-client';

/**
 * Compile-time test (tsc runs over this file in npm test): a legacy call is typed from legacy.yaml, so a path,
 * method, query or body the document lacks does not compile. The functions are never run.
 */
const core = new LegacyClient('http://127.0.0.1:1', 1000);
const ctx: LegacyContext = { requestId: 'types', log: pino({ level: 'silent' }), state: { cookies: {} } };

export async function typedCalls() {
  const roles = await core.get(ctx, '/users/branCodeRole');
  const first: string | undefined = roles.body?.[0]?.roleName;
  const param = await core.get(ctx, '/public/adm/com/singleParmd', { query: { type: 'SYS', code: 'X' } });
  const value: string | undefined = param.body?.parameterValue;
  const login = await core.post(ctx, '/login', {
    form: { username: 'u', password: 'p', captcha: 'c' },
    acceptStatuses: [401, 519],
  });
  if (login.status === 200) {
    const otp: 'Y' | 'N' | undefined = login.body?.loginOtpEnableYn;
    void otp;
  } else if (login.status === 519) {
    const code: number | undefined = login.body?.errorCode;
    void code;
  }
  return [first, value];
}

export async function untypedCallsDoNotCompile() {
  // @ts-expect-error a path legacy.yaml lacks
  await core.get(ctx, '/adm/com/noSuchPath');
  // @ts-expect-error a method legacy.yaml does not list for the path
  await core.post(ctx, '/adm/com/roleMenu');
  // @ts-expect-error a body of the wrong shape
  await core.post(ctx, '/users/branCodeRole', { json: { branCode: 'B' } });
  // @ts-expect-error a JSON body where the core wants a form
  await core.post(ctx, '/login', { json: { username: 'u', password: 'p', captcha: 'c' } });
  // @ts-expect-error a query the path does not take
  await core.get(ctx, '/adm/com/roleMenu', { query: { x: '1' } });
  // @ts-expect-error the required query left out
  await core.get(ctx, '/public/adm/com/singleParmd');
  const choice = { branCode: 'B', roleCode: 'R' };
  // @ts-expect-error a status the operation does not document
  await core.post(ctx, '/users/branCodeRole', { json: choice, acceptStatuses: [418] });
  const info = await core.get(ctx, '/public/userInfo');
  // @ts-expect-error a field the answer does not have
  void info.body?.noSuchField;
}

describe('LegacyClient types', () => {
  it('compiles the typed calls (the @ts-expect-error lines are checked by tsc)', () => {
    expect(typeof typedCalls).toBe('function');
    expect(typeof untypedCallsDoNotCompile).toBe('function');
  });
  afterAll(() => core.close());
});
