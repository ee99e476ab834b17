import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';
import { addDays, ymd } from '../../lib/dates';
import { addReleasePermit } from '../../release-permits/store';

// The machine is shared: the first test also pays for the login's RSA key.
jest.setTimeout(20_000);

const { client } = mockUnderContract();

const iso = (d: Date) => ymd(d).replace(/\//g, '-');
const today = iso(new Date());

async function agent(userCode: string): Promise<LegacyClient> {
  const c = client();
  await loginFully(c, userCode);
  return c;
}

type Row = Record<string, string>;
const query = async (c: LegacyClient, q: object) =>
  (await c.post('/ins/releasePermit/query', q)).body as Row[];

describe('release permits (take-out applications)', () => {
  it('finds the approved permits valid today for the carry-out check', async () => {
    const c = await agent('AG00002');
    const valid = await query(c, { status: ['A'], startDt: today, endDt: today });
    expect(valid.map((r) => r.cusIdn).sort()).toEqual(
      ['A100000010', 'A800000176', 'B100000039', 'D200000088', 'F200000124'].sort(),
    );
    expect(valid[0]).toMatchObject({ status: 'A', statusName: '核准', returnDesc: '' });
    for (const idn of ['C200000069', 'A200000021', 'E100000096', 'C100000058']) {
      expect(await query(c, { cusIdn: idn, status: ['A'], startDt: today, endDt: today })).toEqual([]);
    }
    expect(
      await query(c, { cusIdn: 'a100000010', status: ['A'], startDt: today, endDt: today }),
    ).toHaveLength(1);
  });

  it('lists by apply date, newest first, with the return reason of a returned one', async () => {
    const c = await agent('AG00002');
    const rows = await query(c, { applyStartDt: iso(addDays(new Date(), -10)), applyEndDt: today });
    expect(rows.map((r) => r.cusIdn)).not.toContain('B200000040');
    expect(rows.map((r) => r.createDtStr)).toEqual([...rows.map((r) => r.createDtStr)].sort().reverse());
    expect(rows.find((r) => r.cusIdn === 'E100000096')).toMatchObject({ status: 'R', statusName: '退回' });
    expect(rows.find((r) => r.cusIdn === 'E100000096')?.returnDesc).toMatch(/./);
  });

  it("answers only the agent's own applications, and added ones", async () => {
    expect(await query(await agent('AG00001'), {})).toEqual([]);
    addReleasePermit({
      userCode: 'AG00001',
      cusIdn: 'A100000010',
      cusName: '王志明',
      walkOutStartDt: today.replace(/-/g, '/'),
      walkOutEndDt: today.replace(/-/g, '/'),
      applyDesc: '拜訪',
      createDt: today.replace(/-/g, '/'),
    });
    const rows = await query(await agent('AG00001'), { cusIdn: 'A100000010' });
    expect(rows).toEqual([expect.objectContaining({ status: 'P', statusName: '審核中' })]);
  });

  it('refuses a malformed day', async () => {
    const res = await (await agent('AG00002')).post('/ins/releasePermit/query', { startDt: '2026/01/01' });
    expect(res.status).toBe(400);
  });
});
