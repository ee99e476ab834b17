import request from 'supertest';
import { loginFully, postLogin } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';
import { DEMO_PASSWORD } from '../../fixtures/users';

const { client, check } = mockUnderContract();
const patch = (userCode: string, body: object) =>
  request(check.app).patch(`/__mock/users/${userCode}`).send(body);

interface Listed {
  userCode: string;
  password: string;
  loginOtpEnableYn: string;
  mobile: string | null;
  accountState: number | null;
  roles: { branCode: string; roleCode: string; roleName: string }[];
}

const listed = async (userCode: string) =>
  ((await client().get('/__mock/users')).body as Listed[]).find((u) => u.userCode === userCode);

describe('GET /__mock/users', () => {
  it('lists the seeded agents with their flags, password and legacy account state', async () => {
    expect(await listed('AG00002')).toMatchObject({
      loginOtpEnableYn: 'Y',
      carryYn: 'Y',
      password: 'Demo2468',
    });
    expect(await listed('AG00517')).toMatchObject({ accountState: 517 });
    expect(await listed('AG00001')).toMatchObject({ accountState: null });
  });
});

describe('POST /__mock/users', () => {
  it('makes an agent with OTP on and no mobile, a BM1 and a manager role, who logs in', async () => {
    const c = client();
    const made = await c.post('/__mock/users', {
      userCode: 'ag07001',
      userName: '測試業務員',
      password: DEMO_PASSWORD,
      loginOtpEnableYn: 'Y',
      mobile: null,
      carryYn: 'Y',
      oldAgeEduYn: 'N',
      roles: [
        { branCode: 'B0101', roleCode: 'BM1' },
        { branCode: 'B0205', roleCode: 'R02' },
      ],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ userCode: 'AG07001', mobile: null, accountState: null });
    expect((await postLogin(client(), 'AG07001', { password: 'Demo0000' })).status).toBe(401);
    const login = await postLogin(c, 'AG07001');
    expect(login.status).toBe(200);
    expect(login.body.loginOtpEnableYn).toBe('Y');
    expect((await c.post('/users/sendOtpLogin', { sendTypeCode: 'M' })).body.errorMsg).toMatch(
      /查無行動電話/,
    );
    const other = client();
    await loginFully(other, 'AG07001', 1);
    const roles = (await other.get('/users/branCodeRole')).body as { roleCode: string }[];
    expect(roles.map((r) => r.roleCode)).toEqual(['BM1', 'R02']);
    const info = (await other.get('/public/userInfo')).body as Record<string, unknown>;
    expect(info).toMatchObject({ userCode: 'AG07001', carryYn: 'Y', oldAgeEduYn: 'N', roleCode: 'R02' });
  });

  it('is gone after a reset', async () => {
    await client().post('/__mock/users', { userCode: 'AG07002', userName: '暫時', password: 'x1234567' });
    expect(await listed('AG07002')).toBeDefined();
    await client().post('/__mock/reset', {});
    expect(await listed('AG07002')).toBeUndefined();
  });

  it.each([
    [{ userName: 'a', password: 'b' }, 'userCode must be two letters and five digits'],
    [{ userCode: 'AG07003', password: 'b' }, 'userName and password are required'],
    [{ userCode: 'AG07003', userName: 'a', password: 'b', pirYn: 'yes' }, 'pirYn must be Y or N'],
    [{ userCode: 'AG07003', userName: 'a', password: 'b', mobile: '12345' }, 'mobile must be 09'],
    [{ userCode: 'AG07003', userName: 'a', password: 'b', roles: [] }, 'roles must be a non-empty list'],
    [
      { userCode: 'AG07003', userName: 'a', password: 'b', roles: [{ branCode: 'B0101', roleCode: 'X' }] },
      'roleCode one of R01, R02, BM1',
    ],
    [{ userCode: 'AG07003', userName: 'a', password: 'b', accountState: 520 }, 'accountState must be 516'],
    [{ userCode: 'AG07003', userName: 'a', password: 'b', shoeSize: 9 }, 'unknown field shoeSize'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const res = await client().post('/__mock/users', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses an existing code with 409', async () => {
    const res = await client().post('/__mock/users', { userCode: 'AG00001', userName: 'a', password: 'b' });
    expect(res.status).toBe(409);
  });
});

describe('PATCH /__mock/users/{userCode}', () => {
  it('puts an agent in legacy state 517, then out of it, and changes the password', async () => {
    expect((await patch('AG00001', { accountState: 517 })).body).toMatchObject({ accountState: 517 });
    expect((await postLogin(client(), 'AG00001')).status).toBe(517);
    await patch('AG00001', { accountState: null, password: 'Changed99', loginOtpEnableYn: 'Y' });
    expect((await postLogin(client(), 'AG00001')).status).toBe(401);
    const login = await postLogin(client(), 'AG00001', { password: 'Changed99' });
    expect(login.status).toBe(200);
    expect(login.body.loginOtpEnableYn).toBe('Y');
  });

  it('answers 404 for an unknown agent and 400 for a bad flag or a new code', async () => {
    expect((await patch('AG09999', { pirYn: 'N' })).status).toBe(404);
    expect((await patch('AG00001', { pirYn: 'maybe' })).status).toBe(400);
    expect((await patch('AG00001', { userCode: 'AG00009' })).status).toBe(400);
  });
});
