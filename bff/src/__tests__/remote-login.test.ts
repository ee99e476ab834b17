import supertest from 'supertest';
import { CSRF, sessionCookie, useStack } from './support/stack';

const ctx = useStack({}, { reset: true, clearFaults: true });

const agent = () => supertest.agent(ctx.stack.app);

async function ticket(userCode: string): Promise<{ from: string; param: string }> {
  return (await ctx.stack.mock('post', '/__mock/rmw-ticket', { userCode })).body;
}

describe('remote-login entry', () => {
  it('logs a one-role agent straight in', async () => {
    const a = agent();
    const res = await a
      .post('/api/auth/remote')
      .set(CSRF)
      .send(await ticket('AG00001'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ next: 'done', mobileYn: 'Y' });
    const me = await a.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ userCode: 'AG00001', roleCode: 'R01', branCode: 'B0101' });
  });

  it('offers the role pick to an agent with several pairs, then completes like the login', async () => {
    const a = agent();
    const res = await a
      .post('/api/auth/remote')
      .set(CSRF)
      .send(await ticket('AG00002'));
    expect(res.status).toBe(200);
    expect(res.body.next).toBe('role');
    expect(res.body.roles).toHaveLength(2);
    await a.get('/api/auth/me').expect(401);
    await a.get('/api/common/menu').expect(401);
    const pick = res.body.roles[1];
    const done = await a
      .post('/api/auth/role')
      .set(CSRF)
      .send({ branCode: pick.branCode, roleCode: pick.roleCode });
    expect(done.body).toEqual({ next: 'done' });
    const me = await a.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ userCode: 'AG00002', roleCode: 'R02' });
  });

  it('issues a new session id once the login completes', async () => {
    const a = agent();
    const first = await a
      .post('/api/auth/remote')
      .set(CSRF)
      .send(await ticket('AG00002'));
    const before = sessionCookie(first);
    const done = await a.post('/api/auth/role').set(CSRF).send({ branCode: 'B0101', roleCode: 'R01' });
    const after = sessionCookie(done);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after!.split(';')[0]).not.toBe(before!.split(';')[0]);
  });

  it('replaces an earlier login of the same browser session', async () => {
    const a = agent();
    await a
      .post('/api/auth/remote')
      .set(CSRF)
      .send(await ticket('AG00001'))
      .expect(200);
    await a
      .post('/api/auth/remote')
      .set(CSRF)
      .send(await ticket('AG00004'))
      .expect(200);
    expect((await a.get('/api/auth/me').expect(200)).body.userCode).toBe('AG00004');
  });

  it('refuses a used ticket with 401 and the core message', async () => {
    const t = await ticket('AG00001');
    await agent().post('/api/auth/remote').set(CSRF).send(t).expect(200);
    const again = await agent().post('/api/auth/remote').set(CSRF).send(t);
    expect(again.status).toBe(401);
    expect(again.body.error).toMatchObject({ code: 'LOGIN_FAILED', message: '遠端登入驗證失敗，請重新登入' });
  });

  it('refuses an unknown source system', async () => {
    const t = await ticket('AG00001');
    const res = await agent()
      .post('/api/auth/remote')
      .set(CSRF)
      .send({ ...t, from: 'XYZ' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('LOGIN_FAILED');
  });

  it('maps a core failure to the envelope', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/rmw/rmwLogin', status: 500 });
    const res = await agent()
      .post('/api/auth/remote')
      .set(CSRF)
      .send({ from: 'RMW', param: 'RMW-DEMO-AG00001' });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('SERVER_BUSY');
  });

  it.each([
    [{}, 'empty'],
    [{ from: 'RMW' }, 'no param'],
    [{ from: 'R M W', param: 'x' }, 'bad source'],
    [{ from: 'RMW', param: '' }, 'empty param'],
    [{ from: 'RMW', param: 'x', extra: 1 }, 'unknown field'],
    [{ from: 'RMW', param: 'x'.repeat(600) }, 'long param'],
  ])('answers %j with 400 (%s)', async (body, _label) => {
    const res = await agent().post('/api/auth/remote').set(CSRF).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('requires X-CSRF', async () => {
    const res = await agent().post('/api/auth/remote').send({ from: 'RMW', param: 'RMW-DEMO-AG00001' });
    expect(res.status).toBe(403);
  });
});
