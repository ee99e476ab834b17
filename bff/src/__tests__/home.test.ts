import supertest from 'supertest';
import { CSRF, loginAs, type Agent, useStack } from './support/stack';

const ctx = useStack({}, { reset: true, clearFaults: true });

async function loggedIn(userCode: string): Promise<Agent> {
  const a = supertest.agent(ctx.stack.app);
  await loginAs(ctx.stack, a, userCode);
  return a;
}

describe('home data', () => {
  it('answers the licence with the certificate names', async () => {
    const a = await loggedIn('AG00001');
    const res = await a.get('/api/home/license').expect(200);
    expect(res.body).toEqual({
      pirCode: '011300001',
      pptCode: '021300001',
      certificates: [
        { code: 'P106', name: '傳統型保險商品銷售資格' },
        { code: 'P107', name: '投資型保險商品銷售資格' },
        { code: 'P109', name: '傳統型年金保險商品銷售資格' },
      ],
    });
  });

  it('answers an empty certificate list for an agent without any', async () => {
    const a = await loggedIn('AG00004');
    expect((await a.get('/api/home/license').expect(200)).body.certificates).toEqual([]);
  });

  it('answers the service message and the marquee lines', async () => {
    const a = await loggedIn('AG00001');
    const res = await a.get('/api/home/announcements').expect(200);
    expect(res.body.srvCont).toMatch(/系統公告/);
    expect(res.body.msgCont.length).toBeGreaterThan(1);
    expect(res.body.msgCont.every((m: unknown) => typeof m === 'string')).toBe(true);
  });

  it('answers the pending proposal cards with the five card fields only', async () => {
    const a = await loggedIn('AG00001');
    const res = await a.get('/api/home/pending-proposals').expect(200);
    expect(res.body.length).toBeGreaterThan(6);
    for (const card of res.body) {
      expect(Object.keys(card).sort()).toEqual([
        'insAcceptNo',
        'modifyDt',
        'oCusName',
        'polStateName',
        'transCode',
      ]);
    }
    const dates = res.body.map((c: { modifyDt: string }) => c.modifyDt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers no cards for an agent without proposal rights', async () => {
    const a = await loggedIn('AG00004');
    expect((await a.get('/api/home/pending-proposals').expect(200)).body).toEqual([]);
  });

  it.each(['/api/home/license', '/api/home/announcements', '/api/home/pending-proposals'])(
    '%s needs a complete login',
    async (path) => {
      const res = await supertest(ctx.stack.app).get(path);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    },
  );

  it('maps a core failure of one announcement call to the envelope', async () => {
    const a = await loggedIn('AG00001');
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/wob/message', status: 500 });
    const res = await a.get('/api/home/announcements');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('SERVER_BUSY');
  });
});

describe('role switch on the home page', () => {
  it('switches AG00002 to the manager role; the session and the menu follow', async () => {
    const a = await loggedIn('AG00002');
    const res = await a.post('/api/auth/role/switch').set(CSRF).send({ branCode: 'B0205', roleCode: 'R02' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userCode: 'AG00002',
      branCode: 'B0205',
      roleCode: 'R02',
      roleName: '業務主管',
    });
    expect((await a.get('/api/auth/me').expect(200)).body.roleCode).toBe('R02');
    const menu = (await a.get('/api/common/menu').expect(200)).body as { menuName: string }[];
    expect(menu.some((m) => m.menuName.includes('要保書'))).toBe(false);
  });

  it('answers a pair the user does not hold with 409 ROLE_REJECTED and the core text', async () => {
    const a = await loggedIn('AG00001');
    const res = await a.post('/api/auth/role/switch').set(CSRF).send({ branCode: 'B0205', roleCode: 'R02' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'ROLE_REJECTED', message: '查無此單位角色，請重新選擇' });
    expect((await a.get('/api/auth/me').expect(200)).body.roleCode).toBe('R01');
  });

  it('needs a complete login', async () => {
    const res = await supertest(ctx.stack.app)
      .post('/api/auth/role/switch')
      .set(CSRF)
      .send({ branCode: 'B0101', roleCode: 'R01' });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}],
    [{ branCode: 'B0101' }],
    [{ branCode: '', roleCode: 'R01' }],
    [{ branCode: 1, roleCode: 'R01' }],
  ])('answers %j with 400', async (body) => {
    const a = await loggedIn('AG00001');
    const res = await a.post('/api/auth/role/switch').set(CSRF).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});
