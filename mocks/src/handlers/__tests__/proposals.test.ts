import { allowedRowActions, isOverdueRemote, ROW_ACTIONS } from '@agent-portal/contracts/rules';
import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { allRows, rowWith, type Row } from '../../__tests__/helpers/proposals';
import { mockUnderContract } from '../../__tests__/helpers/setup';
import { ymd } from '../../lib/dates';
import { useFreshCaseCodes } from '../../state';

const { client } = mockUnderContract();

async function agent(userCode = 'AG00001'): Promise<LegacyClient> {
  const c = client();
  await loginFully(c, userCode);
  return c;
}

const search = async (c: LegacyClient, criteria: object) =>
  (await c.post('/ins/common/insPolicies/search', criteria)).body as Row[];

describe('proposal store fixtures', () => {
  it('cover every state, both case types, several insurers and every action-enabling sub-state', async () => {
    const rows = await allRows(await agent());
    expect(new Set(rows.map((r) => r.polState))).toEqual(new Set(['N', 'S', 'O', 'P', 'U', 'A', 'R', 'B']));
    expect(new Set(rows.map((r) => r.polInsureType))).toEqual(new Set(['M', 'R']));
    expect(new Set(rows.map((r) => r.compCode)).size).toBeGreaterThanOrEqual(4);
    const actions = new Set(rows.flatMap((r) => allowedRowActions(r as never)));
    expect([...actions].sort()).toEqual([...ROW_ACTIONS].sort());
    for (const w of ['P', 'A', 'N', null])
      rowWith(
        rows.filter((r) => r.polInsureType === 'R'),
        { writSendState: w },
      );
    const remote = rows.filter((r) => r.polInsureType === 'R');
    expect(remote.every((r) => r.compCode === 'CH')).toBe(true);
    expect(remote.some((r) => r.writSendDate)).toBe(true);
    expect(remote.some((r) => r.writSendState === 'P' && !r.writSendDate)).toBe(true);
    expect(rows.filter((r) => isOverdueRemote(r as never))).toHaveLength(1);
    expect(rowWith(rows, { polState: 'R' }).returnDesc).toMatch(/./);
    for (const r of rows.filter((x) => ['N', 'O', 'B'].includes(x.polState as string))) {
      expect([r.insAcceptNo, r.insAcceptDt]).toEqual(['', '']);
    }
    expect(rows.every((r) => r.insAcceptdt === r.insAcceptDt && r.userCode === 'AG00001')).toBe(true);
  });

  it('are the same cases under the same codes after a reset, and differ between agents', async () => {
    const c = await agent();
    const rows = await allRows(c);
    await c.post('/__mock/reset', {});
    const again = await allRows(await agent());
    expect(again.map((r) => [r.insureNo, r.transCode])).toEqual(rows.map((r) => [r.insureNo, r.transCode]));
    const other = await allRows(await agent('AG00005'));
    expect(other.map((r) => r.transCode)).not.toEqual(rows.map((r) => r.transCode));
  });

  it('with fresh case codes (the test stacks), are the same cases under codes never handed out before', async () => {
    const rows = await allRows(await agent());
    useFreshCaseCodes(true);
    try {
      await client().post('/__mock/reset', {});
      const again = await allRows(await agent());
      expect(again.map((r) => r.insureNo)).toEqual(rows.map((r) => r.insureNo));
      // The real core never reuses a case code; the portal's evidence of a code outlives the mock's reset.
      const before = new Set(rows.map((r) => r.transCode));
      expect(again.filter((r) => before.has(r.transCode))).toEqual([]);
    } finally {
      useFreshCaseCodes(false);
    }
  });

  it('feed the home cards: a deleted draft leaves them at once', async () => {
    const c = await agent();
    const cards = (await c.get('/ins/common/insPolicies/pending')).body as Row[];
    const draft = cards.find((r) => r.polState === 'N') as Row;
    expect((await c.delete(`/ins/common/insPolicies/proposal?transCode=${draft.transCode}`)).text).toBe('');
    const after = (await c.get('/ins/common/insPolicies/pending')).body as Row[];
    expect(after.map((r) => r.transCode)).not.toContain(draft.transCode);
    expect(after).toHaveLength(cards.length - 1);
  });
});

describe('POST /ins/common/insPolicies/search', () => {
  it('answers every own row, creation date descending, and matches each text criterion by containment', async () => {
    const c = await agent();
    const rows = await allRows(c);
    expect(rows.map((r) => r.createDt)).toEqual(
      rows
        .map((r) => r.createDt as string)
        .sort()
        .reverse(),
    );
    const sample = rowWith(rows, { polState: 'U', elecCallState: 'P' });
    for (const [key, value] of [
      ['transCode', sample.transCode.slice(0, 7)],
      ['oCusName', (sample.oCusName as string).slice(1)],
      ['iCusName', sample.iCusName],
      ['proName', (sample.proName as string).slice(0, 4)],
    ] as const) {
      const found = await search(c, { [key]: value });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((r) => (r[key] as string).includes(value as string))).toBe(true);
      expect(found.map((r) => r.transCode)).toContain(sample.transCode);
    }
    expect(await search(c, { oCusName: '不存在的人' })).toEqual([]);
  });

  it('filters by state, by a sub-state entry of the code lists and by case type', async () => {
    const c = await agent();
    const u = await search(c, { polState: 'U' });
    expect(u.length).toBe(7);
    expect(u.every((r) => r.polState === 'U')).toBe(true);
    const calls = await search(c, { polState: 'ELEC_CALL_STATE:P' });
    expect(calls.map((r) => r.elecCallState)).toEqual(['P']);
    expect((await search(c, { polState: 'WRIT_SEND_STATE:N' })).length).toBe(2);
    const remote = await search(c, { polInsureType: 'R' });
    expect(remote.length).toBeGreaterThan(5);
    expect(remote.every((r) => r.polInsureType === 'R')).toBe(true);
    expect(await search(c, { polState: 'NOPE:1' })).toEqual([]);
  });

  it('bounds the last-modified day inclusively and refuses half or reversed ranges with the spec messages', async () => {
    const c = await agent();
    const rows = await allRows(c);
    const day = (rows[3]?.modifyDt as string).slice(0, 10);
    const found = await search(c, { modifyDtStart: day, modifyDtEnd: day });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => (r.modifyDt as string).startsWith(day))).toBe(true);
    const today = ymd(new Date());
    expect(await search(c, { modifyDtStart: '2000/01/01', modifyDtEnd: today })).toHaveLength(rows.length);
    const half = await c.post('/ins/common/insPolicies/search', { modifyDtStart: day });
    expect([half.status, half.body.message]).toEqual([400, '最後異動日期起迄日皆需輸入']);
    const reversed = await c.post('/ins/common/insPolicies/search', {
      modifyDtStart: today,
      modifyDtEnd: '2000/01/01',
    });
    expect([reversed.status, reversed.body.message]).toEqual([400, '最後異動日期迄日不可小於起日']);
  });

  it('adds the cases handed over only with carryYN Y for an agent whose carryYn is Y', async () => {
    const carrier = await agent('AG00002');
    const own = await search(carrier, { carryYN: 'N' });
    const withCarried = await search(carrier, { carryYN: 'Y' });
    expect(withCarried.length).toBe(own.length + 2);
    expect(withCarried.filter((r) => r.userCode === 'AG00099')).toHaveLength(2);
    const plain = await agent('AG00001');
    expect((await search(plain, { carryYN: 'Y' })).every((r) => r.userCode === 'AG00001')).toBe(true);
  });
});

describe('delete, copy and state update', () => {
  it("deletes N, S and O cases only; another agent's case is unknown", async () => {
    const c = await agent();
    const rows = await allRows(c);
    const del = (r: Row) => c.delete(`/ins/common/insPolicies/proposal?transCode=${r.transCode}`);
    for (const state of ['N', 'S', 'O'])
      expect((await del(rowWith(rows, { polState: state }))).text).toBe('');
    for (const state of ['U', 'P', 'A', 'R', 'B']) {
      expect((await del(rowWith(rows, { polState: state }))).text).toBe('此要保書目前狀態不可執行此功能');
    }
    const foreign = (await allRows(await agent('AG00002')))[0] as Row;
    expect((await del(foreign)).text).toBe('查無此要保書資料');
    expect((await allRows(c)).length).toBe(rows.length - 3);
  });

  it('copies the customers into a new N case under a fresh transaction code, once', async () => {
    const c = await agent();
    const source = rowWith(await allRows(c), { polState: 'A', polInsureType: 'M' });
    const { transCode } = (await c.get('/ins/common/insPolicies/newTransCode')).body as { transCode: string };
    const body = { copyTransCode: source.transCode, transCode, polInsureType: 'M' };
    expect((await c.post('/ins/common/insPolicies/copyCusInfo', body)).body).toEqual({
      status: 'S',
      message: '複製成功',
    });
    const copy = (await search(c, { transCode }))[0] as Row;
    expect(copy).toMatchObject({
      polState: 'N',
      oCusName: source.oCusName,
      iCusName: source.iCusName,
      oCusIdn: source.oCusIdn,
      compCode: source.compCode,
      insAcceptNo: '',
    });
    expect((await c.post('/ins/common/insPolicies/copyCusInfo', body)).body.status).toBe('E');
  });

  it('refuses a remote copy for an insurer without remote or an agent without remote training', async () => {
    const c = await agent('AG00005');
    const rows = await allRows(c);
    const code = async () =>
      ((await c.get('/ins/common/insPolicies/newTransCode')).body as { transCode: string }).transCode;
    const copy = async (source: Row) =>
      (
        await c.post('/ins/common/insPolicies/copyCusInfo', {
          copyTransCode: source.transCode,
          transCode: await code(),
          polInsureType: 'R',
        })
      ).body;
    expect(await copy(rowWith(rows, { compCode: 'TY' }))).toEqual({
      status: 'E',
      message: '此保險公司不受理遠距投保',
    });
    expect(await copy(rowWith(rows, { compCode: 'CH' }))).toEqual({
      status: 'E',
      message: '欲進行遠距投保，請先完成遠距投保教育訓練！',
    });
  });

  it('updates the state (empty body) and refuses an unknown code (text)', async () => {
    const c = await agent();
    const draft = rowWith(await allRows(c), { polState: 'N' });
    expect(
      (await c.post('/ins/common/updatePolState', { transCode: draft.transCode, polState: 'O' })).text,
    ).toBe('');
    expect((await search(c, { transCode: draft.transCode }))[0]?.polState).toBe('O');
    const bad = await c.post('/ins/common/updatePolState', { transCode: draft.transCode, polState: 'Z' });
    expect(bad.text).toBe('此要保書目前狀態不可執行此功能');
  });
});

describe('insurer link, users, code lists', () => {
  it('answers the app url, or erorrMsg for an insurer without one', async () => {
    const c = await agent();
    const ok = await c.get('/ins/common/insPolicies/insurerAppUrl?compCode=CH&insAcceptNo=&insAcceptDt=');
    expect(ok.body.url).toMatch(/^https:\/\/.+agent=AG00001/);
    const refused = await c.get('/ins/common/insPolicies/insurerAppUrl?compCode=HS');
    expect(refused.body).toEqual({ erorrMsg: '恆信產物保險股份有限公司尚未提供行動投保連結，請洽保險公司' });
    const o = rowWith(await allRows(c), { polState: 'O', compCode: 'HS' });
    expect(o.polState).toBe('O');
  });

  it('lists users by remoteEduYn; insurers say whether they take remote cases', async () => {
    const c = await agent();
    const trained = (await c.get('/adm/com/admUsers?remoteEduYn=Y')).body as Row[];
    const untrained = (await c.get('/adm/com/admUsers?remoteEduYn=N')).body as Row[];
    expect(trained.map((u) => u.userCode)).toContain('AG00001');
    expect(untrained.map((u) => u.userCode)).toEqual(expect.arrayContaining(['AG00003', 'AG00005']));
    expect((await c.get('/adm/com/admUsers?userCode=AG00005&remoteEduYn=Y')).body).toEqual([]);
    const insurers = (await c.get('/pro/proCompanyies')).body as Row[];
    expect(new Set(insurers.map((i) => i.remoteYn))).toEqual(new Set(['Y', 'N']));
  });

  it('has the status filter code lists, with R and B among the states', async () => {
    const c = await agent();
    const states = ((await c.get('/adm/com/coded?codeType=POL_STATE')).body as Row[]).map((r) => r.codeValue);
    expect(states).toEqual(expect.arrayContaining(['N', 'S', 'O', 'P', 'U', 'A', 'R', 'B']));
    for (const type of ['AML_PASS_STATE', 'ELEC_CALL_STATE', 'PRE_SIGN_STATE', 'WRIT_SEND_STATE']) {
      expect(((await c.get(`/adm/com/coded?codeType=${type}`)).body as Row[]).length).toBeGreaterThan(0);
    }
  });
});
