import { proposalMessages } from '@agent-portal/contracts/messages';
import { CSRF, useStack } from './support/stack';
import { allRows, caseWhere, coreCalls, forgetCoreCalls, type Row } from './support/proposals';

const ctx = useStack({}, { login: 'AG00001', reset: true });

/** Asserts the 409 envelope and that no core path under `corePath` was reached. */
async function expectStateRefused(
  res: { status: number; body: { error: { code: string; message: string } } },
  corePath: string,
) {
  expect(res.status).toBe(409);
  expect(res.body.error).toMatchObject({
    code: 'PROPOSAL_STATE_REFUSED',
    message: proposalMessages.STATE_REFUSED,
  });
  expect(await coreCalls(ctx.stack, corePath)).toEqual([]);
}

describe('DELETE /api/proposals/{transCode}', () => {
  it('deletes an N case: 刪除成功, and it is gone', async () => {
    const draft = await caseWhere(ctx.agent, (r) => r.polState === 'N');
    const res = await ctx.agent.delete(`/api/proposals/${draft.transCode}`).set(CSRF).expect(200);
    expect(res.body).toEqual({ message: proposalMessages.DELETED });
    expect((await allRows(ctx.agent)).some((r) => r.transCode === draft.transCode)).toBe(false);
  });

  it.each(['P', 'U', 'A', 'R', 'B'])(
    'refuses state %s with 409 without asking the core to delete',
    async (state) => {
      const row = await caseWhere(ctx.agent, (r) => r.polState === state);
      await forgetCoreCalls(ctx.stack);
      const res = await ctx.agent.delete(`/api/proposals/${row.transCode}`).set(CSRF);
      await expectStateRefused(res, '/ins/common/insPolicies/proposal');
    },
  );

  it('answers an unknown case with 404 and needs the CSRF header', async () => {
    const res = await ctx.agent.delete('/api/proposals/TR00000000').set(CSRF);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('PROPOSAL_NOT_FOUND');
    expect((await ctx.agent.delete('/api/proposals/TR00000000')).status).toBe(403);
  });
});

describe('POST /api/proposals/{transCode}/copy', () => {
  it('copies into a new N case with a new transaction code', async () => {
    const source = await caseWhere(ctx.agent, (r) => r.polState === 'A' && r.polInsureType === 'M');
    const res = await ctx.agent.post(`/api/proposals/${source.transCode}/copy`).set(CSRF).expect(200);
    expect(res.body.message).toBe(proposalMessages.COPIED);
    expect(res.body.transCode).toMatch(/^TN/);
    const copy = (await allRows(ctx.agent)).find((r) => r.transCode === res.body.transCode);
    expect(copy).toMatchObject({ polState: 'N', compCode: source.compCode, oCusName: source.oCusName });
  });
});

describe('GET /api/proposals/{transCode}/open', () => {
  const open = (row: Row, mode: string) =>
    ctx.agent.get(`/api/proposals/${row.transCode}/open`).query({ mode });

  it('edit N: the wizard from its first tab', async () => {
    const draft = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    const { body } = await open(draft, 'edit').expect(200);
    expect(body).toMatchObject({
      transCode: draft.transCode,
      compCode: draft.compCode,
      isPreview: false,
      next: 'wizard',
    });
  });

  it('edit S: remote or signed goes to the last step, unsigned mobile to the signature with the message', async () => {
    const signed = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'S' && r.polInsureType === 'M' && !!r.signoffDt,
    );
    expect((await open(signed, 'edit').expect(200)).body.next).toBe('lastStep');
    const remote = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'S' && r.polInsureType === 'R' && !r.overdue,
    );
    expect((await open(remote, 'edit').expect(200)).body.next).toBe('lastStep');
    const unsigned = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt,
    );
    expect((await open(unsigned, 'edit').expect(200)).body).toMatchObject({
      next: 'signature',
      message: proposalMessages.CUSTOMER_NOT_SIGNED,
    });
  });

  it('edit of an overdue remote S case: 409 with the overdue message', async () => {
    const overdue = await caseWhere(ctx.agent, (r) => r.overdue);
    const res = await open(overdue, 'edit');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'PROPOSAL_OVERDUE',
      message: proposalMessages.OVERDUE_REMOTE,
    });
  });

  it.each(['O', 'P', 'U', 'A', 'R', 'B'])('edit of state %s: 409', async (state) => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === state);
    const res = await open(row, 'edit');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PROPOSAL_STATE_REFUSED');
  });

  it('preview: any state but N', async () => {
    const accepted = await caseWhere(ctx.agent, (r) => r.polState === 'A');
    expect((await open(accepted, 'preview').expect(200)).body).toMatchObject({
      isPreview: true,
      next: 'wizard',
    });
    const draft = await caseWhere(ctx.agent, (r) => r.polState === 'N');
    expect((await open(draft, 'preview')).status).toBe(409);
    expect((await open(draft, 'look')).status).toBe(400);
  });
});

describe('POST /api/proposals/{transCode}/jump', () => {
  it('O at an insurer with an app link: the url, the case stays O', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'O' && r.compCode === 'CH');
    const { body } = await ctx.agent.post(`/api/proposals/${row.transCode}/jump`).set(CSRF).expect(200);
    expect(body.url).toMatch(/^https:\/\//);
    expect(body.errorMsg).toBeUndefined();
  });

  it("the insurer's erorrMsg comes back as errorMsg and nothing changes", async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'O' && r.compCode === 'HS');
    await forgetCoreCalls(ctx.stack);
    const { body } = await ctx.agent.post(`/api/proposals/${row.transCode}/jump`).set(CSRF).expect(200);
    expect(body).toEqual({ errorMsg: expect.stringContaining('恆信產物') });
    expect(await coreCalls(ctx.stack, '/ins/common/updatePolState')).toEqual([]);
  });

  it('an N case (the signing step) goes to O once the link is there', async () => {
    const draft = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'N' && r.compCode === 'CH' && r.polInsureType === 'M',
    );
    // Issue 20: only a complete case jumps (security/jump-go-no-go.test.ts); its steps done in the core first.
    await ctx.stack.mock('put', '/__mock/complete-case', { transCode: draft.transCode, signed: true });
    const { body } = await ctx.agent.post(`/api/proposals/${draft.transCode}/jump`).set(CSRF).expect(200);
    expect(body.url).toMatch(/^https:\/\//);
    expect((await ctx.agent.get(`/api/proposals/${draft.transCode}`).expect(200)).body.polState).toBe('O');
  });

  it('P: 409 without asking the core for a link', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'P');
    await forgetCoreCalls(ctx.stack);
    await expectStateRefused(
      await ctx.agent.post(`/api/proposals/${row.transCode}/jump`).set(CSRF),
      '/ins/common/insPolicies/insurerAppUrl',
    );
  });
});

describe('POST /api/proposals/{transCode}/interview', () => {
  const good = { name: '王小明', date: '2024-05-01', hour: '09', minutes: '30' };

  it('saves once; afterwards the state refuses it (409) and the core is not asked again', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.elecCallState === 'P');
    const res = await ctx.agent
      .post(`/api/proposals/${row.transCode}/interview`)
      .set(CSRF)
      .send(good)
      .expect(200);
    expect(res.body).toEqual({ message: proposalMessages.SAVED });
    expect((await ctx.agent.get(`/api/proposals/${row.transCode}`)).body.elecCallState).toBe('Y');
    await forgetCoreCalls(ctx.stack);
    await expectStateRefused(
      await ctx.agent.post(`/api/proposals/${row.transCode}/interview`).set(CSRF).send(good),
      '/ins/common/insPolicies/elecCallResult',
    );
  });

  it.each([
    [{ ...good, name: '' }, '請輸入電訪人員'],
    [{ ...good, name: '王'.repeat(21) }, '電訪人員最多20個字'],
    [{ ...good, date: '2024-02-30' }, proposalMessages.DATE_FORMAT],
    [{ ...good, hour: '24' }, proposalMessages.INTERVIEW_HOUR],
    [{ ...good, minutes: '60' }, proposalMessages.INTERVIEW_MINUTES],
  ])('refuses %j with 400 before the core is asked', async (body, message) => {
    const row = await caseWhere(ctx.agent, (r) => r.elecCallState === 'P');
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent.post(`/api/proposals/${row.transCode}/interview`).set(CSRF).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await coreCalls(ctx.stack, '/ins/common/insPolicies/elecCallResult')).toEqual([]);
  });

  it('refuses a case without a pending interview with 409', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'U' && r.elecCallState !== 'P');
    await forgetCoreCalls(ctx.stack);
    await expectStateRefused(
      await ctx.agent.post(`/api/proposals/${row.transCode}/interview`).set(CSRF).send(good),
      '/ins/common/insPolicies/elecCallResult',
    );
  });
});

describe('POST /api/proposals/{transCode}/send-date', () => {
  it('saves once; afterwards 409', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.actions.includes('sendDate'));
    const url = `/api/proposals/${row.transCode}/send-date`;
    await ctx.agent.post(url).set(CSRF).send({ writSendDate: '2024-01-02' }).expect(200);
    expect((await ctx.agent.get(`/api/proposals/${row.transCode}`)).body).toMatchObject({
      writSendState: 'A',
      writSendDate: '2024/01/02',
    });
    await forgetCoreCalls(ctx.stack);
    await expectStateRefused(
      await ctx.agent.post(url).set(CSRF).send({ writSendDate: '2024-01-02' }),
      '/ins/common/insPolicies/writSendDate',
    );
  });

  it.each([[{}], [{ writSendDate: '' }], [{ writSendDate: '2999-01-01' }], [{ writSendDate: 'soon' }]])(
    'refuses %j with 400',
    async (body) => {
      const row = await caseWhere(ctx.agent, (r) => r.actions.includes('sendDate'));
      const res = await ctx.agent.post(`/api/proposals/${row.transCode}/send-date`).set(CSRF).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('refuses a mobile case with 409', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'S' && r.polInsureType === 'M');
    await forgetCoreCalls(ctx.stack);
    await expectStateRefused(
      await ctx.agent
        .post(`/api/proposals/${row.transCode}/send-date`)
        .set(CSRF)
        .send({ writSendDate: '2024-01-02' }),
      '/ins/common/insPolicies/writSendDate',
    );
  });
});

describe('POST /api/proposals/{transCode}/resend-written', () => {
  it('mails the written analysis again: 已重寄書面分析資料', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.actions.includes('writtenResend'));
    const res = await ctx.agent.post(`/api/proposals/${row.transCode}/resend-written`).set(CSRF).expect(200);
    expect(res.body).toEqual({ message: proposalMessages.WRITTEN_RESENT });
    const { body: mails } = await ctx.stack.mock('get', '/__mock/mails');
    expect(mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'written', transCode: row.transCode })]),
    );
  });

  it('refuses a case whose written analysis is not to be resent with 409', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.writSendState === 'A');
    await forgetCoreCalls(ctx.stack);
    await expectStateRefused(
      await ctx.agent.post(`/api/proposals/${row.transCode}/resend-written`).set(CSRF),
      '/ins/common/insPolicies/resendWritten',
    );
  });
});
