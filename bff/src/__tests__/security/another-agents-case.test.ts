import { attachmentMessages, proposalMessages, signingMessages } from '@agent-portal/contracts/messages';
import supertest from 'supertest';
import { eventually } from '../support/eventually';
import { caseWhere, coreCalls, forgetCoreCalls, uploadJpg, type Row } from '../support/proposals';
import { CSRF, binary, loginAs, useStack, type Agent } from '../support/stack';

/*
 * Issue 20, finding "another agent's case": the written analysis, the statement acknowledgements and records and
 * the proposal PDF of AG00001's case, tried by AG00004 (no proposal rights) and AG00005 (proposal rights). Each is
 * 404 with the envelope, the core is never asked for the operation, and the owner finds his case unchanged.
 */
const ctx = useStack({}, { login: 'AG00001' });
const attackers: Record<string, Agent> = {};
const ATTACKERS = [['AG00004'], ['AG00005']];

beforeAll(async () => {
  for (const [userCode] of ATTACKERS) {
    attackers[userCode!] = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, attackers[userCode!]!, userCode!);
  }
}, 60_000); // two more logins, on a loaded machine

const ownerCase = () => caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');

function expectNotFound(res: supertest.Response): void {
  expect(res.status).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body.error).toMatchObject({
    code: 'PROPOSAL_NOT_FOUND',
    status: 404,
    message: proposalMessages.NOT_FOUND,
    requestId: res.headers['x-request-id'],
  });
}

describe('the written analysis of another agent’s case', () => {
  it.each(ATTACKERS)(
    '%s can neither read nor overwrite it; the owner re-reads his own text',
    async (userCode) => {
      const row: Row = await ownerCase();
      const url = `/api/proposals/${row.transCode}/written-analysis`;
      const own = { purCode: ['1'], faceAmt: '1000000', purOther: '', insTypeCode: '1' };
      await ctx.agent.post(url).set(CSRF).send({ submit: false, values: own }).expect(200);
      const before = (await ctx.agent.get(url).expect(200)).body;
      await forgetCoreCalls(ctx.stack);

      const read = await attackers[userCode]!.get(url);
      expectNotFound(read);
      expect(JSON.stringify(read.body)).not.toContain('1000000');
      expectNotFound(
        await attackers[userCode]!.post(url)
          .set(CSRF)
          .send({ submit: false, values: { purCode: ['2'], faceAmt: '1', insTypeCode: '2' } }),
      );
      expectNotFound(
        await attackers[userCode]!.post(url)
          .set(CSRF)
          .send({ submit: true, values: { purCode: ['2'], faceAmt: '1', insTypeCode: '2' } }),
      );
      expect(await coreCalls(ctx.stack, '/ins/common/writtenData')).toEqual([]);

      const after = (await ctx.agent.get(url).expect(200)).body;
      expect(after).toEqual(before);
      expect(after).toMatchObject({
        status: 'T',
        values: { purCode: ['1'], faceAmt: '1000000', insTypeCode: '1' },
      });
    },
  );
});

describe('the statement acknowledgements and records of another agent’s case', () => {
  it.each(ATTACKERS)('%s can post neither; the owner still has everything to agree to', async (userCode) => {
    const row = await ownerCase();
    const base = `/api/proposals/${row.transCode}/statements`;
    const docs = (await ctx.agent.get(base).expect(200)).body.documents as {
      docCode: string;
      docVersion: string;
    }[];
    expect(docs.length).toBeGreaterThan(0);
    await forgetCoreCalls(ctx.stack);

    expectNotFound(await attackers[userCode]!.get(base));
    for (const d of docs) {
      expectNotFound(
        await attackers[userCode]!.post(`${base}/review`)
          .set(CSRF)
          .send({ docCode: d.docCode, docVersion: d.docVersion }),
      );
    }
    expectNotFound(await attackers[userCode]!.post(`${base}/records`).set(CSRF));
    // Under /ins/common/insPolicies (statements, insPoliciesReview, insPoliciesRecords): the guard's searches only.
    const calls = (await coreCalls(ctx.stack, '/ins/common/insPolicies')).map((c) => c.path);
    expect(calls).toEqual(Array(docs.length + 2).fill('/ins/common/insPolicies/search'));

    // Nothing was agreed for the owner: the core still refuses his records until he agrees himself.
    const early = await ctx.agent.post(`${base}/records`).set(CSRF);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/^尚未閱覽聲明事項/);
  });

  it('the owner agrees to each document and posts the records (200)', async () => {
    const row = await ownerCase();
    const base = `/api/proposals/${row.transCode}/statements`;
    const docs = (await ctx.agent.get(base).expect(200)).body.documents as {
      docCode: string;
      docVersion: string;
    }[];
    for (const d of docs) {
      await ctx.agent
        .post(`${base}/review`)
        .set(CSRF)
        .send({ docCode: d.docCode, docVersion: d.docVersion })
        .expect(200);
    }
    await ctx.agent.post(`${base}/records`).set(CSRF).expect(200);
  });
});

describe('the proposal PDF of another agent’s case', () => {
  it.each(ATTACKERS)(
    '%s gets the 404 envelope, no PDF and no customer name; the core is not asked',
    async (userCode) => {
      const row = await ownerCase();
      const url = `/api/proposals/${row.transCode}/proposal-pdf`;
      await forgetCoreCalls(ctx.stack);
      const res = await attackers[userCode]!.get(url).query({ compCode: row.compCode });
      expectNotFound(res);
      expect(res.text).not.toContain('%PDF');
      expect(res.text).not.toContain(row.oCusName);
      expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/recordsOnlyPdf')).toEqual([]);
    },
  );

  it('the owner still downloads it (200, a PDF)', async () => {
    const row = await ownerCase();
    const res = await ctx.agent
      .get(`/api/proposals/${row.transCode}/proposal-pdf`)
      .query({ compCode: row.compCode })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a new draft’s code (issued by the core, no case until the first save)', () => {
  const draftSave = (agent: Agent, transCode: string, cusName: string) =>
    agent.post(`/api/customer-steps/${transCode}/drafts/policyholder`).set(CSRF).send({
      mode: 'temporary',
      revision: 0,
      polInsureType: 'M',
      compCode: 'CH',
      stepCode: 'INS_S1',
      values: { cusName },
    });

  it.each(ATTACKERS)(
    'serves the agent it was issued to, before and after the first save; %s gets 404 both times',
    async (userCode) => {
      const issued = await ctx.agent
        .post('/api/proposals/trans-code')
        .set(CSRF)
        .send({ compCode: 'CH', polInsureType: 'M' })
        .expect(200);
      const transCode = (issued.body as { transCode: string }).transCode;
      const attacker = attackers[userCode]!;

      expectNotFound(await attacker.get(`/api/customer-steps/${transCode}`));
      expectNotFound(await draftSave(attacker, transCode, '冒名者'));
      await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200);
      await draftSave(ctx.agent, transCode, '王大明').expect(200);

      expectNotFound(await attacker.get(`/api/customer-steps/${transCode}`));
      const drafts = (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;
      expect(drafts.policyholder).toMatchObject({ cusName: '王大明' });
      expect(drafts.revisions.policyholder).toBe(1);
    },
  );

  it('an operation that needs the case answers 404 for a code not saved yet, without asking the core', async () => {
    const issued = await ctx.agent
      .post('/api/proposals/trans-code')
      .set(CSRF)
      .send({ compCode: 'CH', polInsureType: 'M' })
      .expect(200);
    const transCode = (issued.body as { transCode: string }).transCode;
    await forgetCoreCalls(ctx.stack);
    expectNotFound(await ctx.agent.get(`/api/proposals/${transCode}`));
    expect((await coreCalls(ctx.stack, '/')).map((c) => c.path)).toEqual([
      '/public/userInfo',
      '/ins/common/insPolicies/search',
    ]);
  });
});

describe('operations that name another agent’s case in their body', () => {
  it.each(ATTACKERS)(
    '%s can neither send its SMS nor run a name check on it: 404, the core not asked',
    async (userCode) => {
      const row = await ownerCase();
      await forgetCoreCalls(ctx.stack);
      expectNotFound(
        await attackers[userCode]!.post('/api/customer-steps/sms')
          .set(CSRF)
          .send({ transCode: row.transCode, cusName: '王志明', mobile: '0912345678' }),
      );
      expectNotFound(
        await attackers[userCode]!.post('/api/customer-data/name-check')
          .set(CSRF)
          .send({ transCode: row.transCode, customers: [{ idn: 'A100000010', cusType: 'O' }] }),
      );
      expect(await coreCalls(ctx.stack, '/ins/cus/sendAgreeSms')).toEqual([]);
      expect(await coreCalls(ctx.stack, '/ins/cus/checkCusName')).toEqual([]);
    },
  );

  it.each(ATTACKERS)(
    '%s cannot look up a sharing agent on its step either (a query naming the case and step): 404, no entry',
    async (userCode) => {
      const row = await ownerCase();
      await ctx.stack.mock('delete', '/__mock/access-log');
      await forgetCoreCalls(ctx.stack);
      expectNotFound(
        await attackers[userCode]!.get('/api/customer-steps/share-agent').query({
          pirCode: '0113900002',
          transCode: row.transCode,
          stepCode: 'INS_S1',
        }),
      );
      expect((await coreCalls(ctx.stack, '/')).map((c) => c.path)).toEqual([
        '/public/userInfo',
        '/ins/common/insPolicies/search',
      ]);
      // The same lookup naming no case is his to make (a new draft), and the proposal search's transCode is a
      // criterion: neither is refused.
      await attackers[userCode]!.get('/api/customer-steps/share-agent')
        .query({ pirCode: '0113900002', stepCode: 'INS_S1' })
        .expect(200);
      const found = await attackers[userCode]!.get('/api/proposals').query({ transCode: row.transCode });
      expect(found.status).not.toBe(404);
    },
  );

  it.each(ATTACKERS)(
    '%s cannot write an access-log entry into its audit (issue 40 item 5): 404, nothing reaches the core',
    async (userCode) => {
      const row = await ownerCase();
      await ctx.stack.mock('delete', '/__mock/access-log');
      await forgetCoreCalls(ctx.stack);
      const entry = { progClassName: 'ProposalSteps', methodName: 'next', stepCode: 'INS_S1', sysType: 'F' };
      const forged = { ...entry, actionMsg: `forged by ${userCode}`, transCode: row.transCode };
      expectNotFound(await attackers[userCode]!.post('/api/access-log').set(CSRF).send(forged));
      // The guard's search ran; then the attacker's own entry (no case) as a marker: once it is in, nothing else is.
      expect((await coreCalls(ctx.stack, '/')).map((c) => c.path)).not.toContain(
        '/public/adm/com/userAccessLog',
      );
      const marker = { ...entry, actionMsg: `marker of ${userCode}` };
      await attackers[userCode]!.post('/api/access-log').set(CSRF).send(marker).expect(204);
      const written = async () =>
        (await ctx.stack.mock('get', '/__mock/access-log')).body as {
          actionMsg: string;
          transCode: string;
        }[];
      const entries = await eventually(written, (e) => e.length > 0, "the marker in the core's access log");
      expect(entries.map((e) => [e.actionMsg, e.transCode])).toEqual([[marker.actionMsg, '']]);
      expect(await coreCalls(ctx.stack, '/public/adm/com/userAccessLog')).toHaveLength(1);
    },
  );

  it('the owner’s own entry naming his case is written (204)', async () => {
    const row = await ownerCase();
    await ctx.stack.mock('delete', '/__mock/access-log');
    await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({
        progClassName: 'ProposalSteps',
        methodName: 'next',
        actionMsg: '下一步',
        transCode: row.transCode,
      })
      .expect(204);
    const written = async () =>
      (await ctx.stack.mock('get', `/__mock/access-log?transCode=${row.transCode}`)).body as unknown[];
    expect(
      await eventually(written, (e) => e.length > 0, "the owner's entry in the core's access log"),
    ).toEqual([expect.objectContaining({ userCode: 'AG00001', methodName: 'next' })]);
  });
});

/*
 * Issue 40 item 5: a file code or a document id is checked against the case's own file and document lists before
 * the core is asked. The attacker names the owner's file or document on a case of his own (the guard lets that case
 * through): the BFF's own 404 (FILE_NOT_FOUND, DOCUMENT_NOT_FOUND, not the core's refusal), the core never asked
 * for the content, the deletion or the rendering, and the owner's file still there.
 */
describe('a file or document of another case, named on a case of one’s own', () => {
  const attacker = () => attackers.AG00005!;
  const attackerCase = () =>
    caseWhere(attacker(), (r) => r.polState === 'N' && r.polInsureType === 'M' && r.compCode === 'CH');

  const ownerFile = (row: Row) =>
    uploadJpg(ctx.agent, row.transCode, { fileType: 'C', fileName: 'owner.jpg', stepCode: 'INS_S5' });

  const ownerFileCodes = async (row: Row) =>
    (
      (
        await ctx.agent
          .get(`/api/proposals/${row.transCode}/files`)
          .query({ fileGroup: 'ATTACH' })
          .expect(200)
      ).body as { fileCode: string }[]
    ).map((f) => f.fileCode);

  function expectBffRefusal(res: supertest.Response, code: string, message: string): void {
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.error).toMatchObject({ code, status: 404, message });
  }

  it('another agent’s fileCode: neither viewed nor deleted, the core never asked for it', async () => {
    const row = await ownerCase();
    const fileCode = await ownerFile(row);
    const mine = await attackerCase();
    await forgetCoreCalls(ctx.stack);
    const url = `/api/proposals/${mine.transCode}/files/${fileCode}`;
    expectBffRefusal(await attacker().get(url), 'FILE_NOT_FOUND', attachmentMessages.FILE_NOT_FOUND);
    for (const stepCode of ['INS_S5', 'INS_S4'])
      expectBffRefusal(
        await attacker().delete(url).query({ stepCode }).set(CSRF),
        'FILE_NOT_FOUND',
        attachmentMessages.FILE_NOT_FOUND,
      );
    expect(await coreCalls(ctx.stack, '/ins/upload/polfContent')).toEqual([]);
    expect((await coreCalls(ctx.stack, '/ins/upload/file')).filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(await ownerFileCodes(row)).toContain(fileCode);
    await ctx.agent.get(`/api/proposals/${row.transCode}/files/${fileCode}`).expect(200);
  });

  it('the owner’s own fileCode on another case of his: 404 too; on its own case it is deleted (200)', async () => {
    const row = await ownerCase();
    const other = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'N' && r.polInsureType === 'M' && r.transCode !== row.transCode,
    );
    const fileCode = await ownerFile(row);
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent
      .delete(`/api/proposals/${other.transCode}/files/${fileCode}`)
      .query({ stepCode: 'INS_S5' })
      .set(CSRF);
    expectBffRefusal(res, 'FILE_NOT_FOUND', attachmentMessages.FILE_NOT_FOUND);
    expect((await coreCalls(ctx.stack, '/ins/upload/file')).filter((c) => c.method === 'DELETE')).toEqual([]);
    await ctx.agent
      .delete(`/api/proposals/${row.transCode}/files/${fileCode}`)
      .query({ stepCode: 'INS_S5' })
      .set(CSRF)
      .expect(200);
    expect(await ownerFileCodes(row)).not.toContain(fileCode);
  });

  it('another agent’s docFid: not rendered for one’s own signer, the core never asked; one’s own is', async () => {
    type State = { blocks: { docFid: string; cusCode: string }[] };
    const signing = async (agent: Agent, transCode: string) =>
      (await agent.get(`/api/proposals/${transCode}/signing`).expect(200)).body as State;
    const [theirs] = (await signing(ctx.agent, (await ownerCase()).transCode)).blocks;
    const mine = await attackerCase();
    const [own] = (await signing(attacker(), mine.transCode)).blocks;
    expect(theirs && own).toBeTruthy();
    await forgetCoreCalls(ctx.stack);
    const res = await attacker()
      .get(`/api/proposals/${mine.transCode}/signing/documents/${theirs!.docFid}`)
      .query({ cusCode: own!.cusCode });
    expectBffRefusal(res, 'DOCUMENT_NOT_FOUND', signingMessages.DOCUMENT_NOT_FOUND);
    // And one's own document for a signer it does not belong to (the owner's signer code).
    expectBffRefusal(
      await attacker()
        .get(`/api/proposals/${mine.transCode}/signing/documents/${own!.docFid}`)
        .query({ cusCode: theirs!.cusCode }),
      'DOCUMENT_NOT_FOUND',
      signingMessages.DOCUMENT_NOT_FOUND,
    );
    expect(await coreCalls(ctx.stack, '/pdfreport/com/preViewPdf')).toEqual([]);
    const shown = await attacker()
      .get(`/api/proposals/${mine.transCode}/signing/documents/${own!.docFid}`)
      .query({ cusCode: own!.cusCode });
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toMatch(/application\/pdf/);
  });
});
