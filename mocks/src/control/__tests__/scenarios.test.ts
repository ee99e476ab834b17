import { loginFully } from '../../__tests__/helpers/login';
import { allRows } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { client } = mockUnderContract();

interface Listed {
  name: string;
  description: string;
  transCode: string;
  userCode: string;
  polState: string;
  made: boolean;
}

const list = async (c = client()) => (await c.get('/__mock/scenarios')).body as Listed[];

describe('GET /__mock/scenarios', () => {
  it('names every seeded case with a description, the same codes after a reset', async () => {
    const c = client();
    const before = await list(c);
    const mine = before.filter((s) => s.userCode === 'AG00001');
    expect(mine).toHaveLength(23);
    expect(new Set(before.map((s) => s.name)).size).toBe(before.length);
    for (const s of before) expect(s.description.length).toBeGreaterThan(5);
    expect(mine[9]).toMatchObject({ name: 'AG00001-10', polState: 'U', preSignState: 'R', made: false });
    await c.post('/__mock/reset', {});
    expect((await list(c)).map((s) => s.transCode)).toEqual(before.map((s) => s.transCode));
  });
});

describe('POST /__mock/scenarios', () => {
  it('makes a U case with preSignState R that the agent lists, with the same code after a reset', async () => {
    const c = client();
    const body = {
      userCode: 'AG00001',
      polState: 'U',
      polInsureType: 'M',
      compCode: 'TY',
      preSignState: 'R',
    };
    const made = await c.post('/__mock/scenarios', body);
    expect(made.status).toBe(201);
    const { transCode } = made.body as { transCode: string };
    expect(transCode).toMatch(/^TQ001/);
    await loginFully(c, 'AG00001');
    const row = (await allRows(c)).find((r) => r.transCode === transCode);
    expect(row).toMatchObject({ polState: 'U', preSignState: 'R', compCode: 'TY', polInsureType: 'M' });
    expect((await list(c)).find((s) => s.transCode === transCode)).toMatchObject({
      made: true,
      description: expect.stringContaining('preSignState R'),
    });
    await c.post('/__mock/reset', {});
    expect((await c.post('/__mock/scenarios', body)).body).toEqual({ transCode });
  });

  it('sets every spec field: a remote S case to post, accepted on a given day', async () => {
    const c = client();
    const { body } = await c.post('/__mock/scenarios', {
      userCode: 'ag00002',
      polState: 'S',
      polInsureType: 'R',
      writSendState: 'P',
      insAcceptDt: '2026/01/05',
      description: 'S remote, send date to enter',
    });
    await loginFully(c, 'AG00002');
    const row = (await allRows(c)).find((r) => r.transCode === body.transCode);
    expect(row).toMatchObject({
      polState: 'S',
      polInsureType: 'R',
      writSendState: 'P',
      insAcceptDt: '2026/01/05',
    });
    const listed = (await list(c)).find((s) => s.transCode === body.transCode);
    expect(listed?.description).toBe('S remote, send date to enter');
  });

  it('fills the parties and signs some or all blocks of a mobile case', async () => {
    const c = client();
    const some = await c.post('/__mock/scenarios', {
      userCode: 'AG00001',
      polState: 'S',
      signatures: 'some',
    });
    const all = await c.post('/__mock/scenarios', { userCode: 'AG00001', polState: 'S', signatures: 'all' });
    const none = await c.post('/__mock/scenarios', {
      userCode: 'AG00001',
      polState: 'S',
      stepCode: 'INS_S3',
    });
    const images = async (transCode: string) =>
      Object.keys((await c.get(`/__mock/signatures/${transCode}`)).body.images as object).length;
    expect(await images(some.body.transCode)).toBe(1);
    expect(await images(all.body.transCode)).toBeGreaterThan(1);
    expect(await images(none.body.transCode)).toBe(0);
    await loginFully(c, 'AG00001');
    const rows = await allRows(c);
    expect(rows.find((r) => r.transCode === all.body.transCode)?.signoffDt).toBeTruthy();
    expect(rows.find((r) => r.transCode === some.body.transCode)?.signoffDt).toBeNull();
  });

  it.each([
    [{}, 'userCode must be an agent'],
    [{ userCode: 'NOBODY', polState: 'U' }, 'userCode must be an agent'],
    [{ userCode: 'AG00001' }, 'polState is required'],
    [{ userCode: 'AG00001', polState: 'X' }, 'polState must be one of N, S, O, P, U, A, R, B'],
    [{ userCode: 'AG00001', polState: 'U', polInsureType: 'R', compCode: 'TY' }, 'CH only'],
    [{ userCode: 'AG00001', polState: 'N', elecCallState: 'P' }, 'elecCallState needs a case the insurer'],
    [{ userCode: 'AG00001', polState: 'U', writSendState: 'P' }, 'writSendState is for remote cases'],
    [{ userCode: 'AG00001', polState: 'U', returnDesc: '退件' }, 'returnDesc is for a returned case'],
    [{ userCode: 'AG00001', polState: 'U', preSignState: 'Q' }, 'preSignState must be one of R, Y'],
    [{ userCode: 'AG00001', polState: 'S', polInsureType: 'R', signatures: 'all' }, 'mobile cases'],
    [{ userCode: 'AG00001', polState: 'S', stepCode: 'INS_S3', signatures: 'some' }, 'need stepCode INS_S8'],
    [
      { userCode: 'AG00001', polState: 'U', insAcceptDt: '2026-01-05' },
      'insAcceptDt must be a date yyyy/MM/dd',
    ],
    [{ userCode: 'AG00001', polState: 'U', colour: 'red' }, 'unknown field colour'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const res = await client().post('/__mock/scenarios', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
