import { completenessMessages as cm } from '@agent-portal/contracts/messages';
import { CSRF, useStack } from '../support/stack';
import { caseWhere, coreCalls, forgetCoreCalls, type Row } from '../support/proposals';

/**
 * Issue 20 item 5: the go/no-go at the jump is the BFF's. An empty case and an unsigned S case jumped to O before;
 * now the completeness verdict (GET …/completeness) gates every jump: refused with the envelope, the core's
 * link and state calls never made and the case unchanged; an unsigned mobile case jumps only with the visiting
 * agent's declaration, recorded in the access log and the case's evidence.
 */
const ctx = useStack({}, { login: 'AG00001', reset: true });

// The mock's codes repeat after its reset, and the evidence streams outlive a run in the same Redis: start clean.
beforeEach(async () => {
  const keys = await ctx.stack.redis.keys('ap:evidence:*');
  if (keys.length) await ctx.stack.redis.del(...keys);
});

const JUMP_CALLS = ['/ins/common/insPolicies/insurerAppUrl', '/ins/common/updatePolState'];

const completeness = async (transCode: string) =>
  (await ctx.agent.get(`/api/proposals/${transCode}/completeness`).expect(200)).body as {
    verdict: string;
    pending: number;
    lines: { code: string; kind: string; text: string }[];
  };
const polState = async (transCode: string) =>
  ((await ctx.agent.get(`/api/proposals/${transCode}`).expect(200)).body as Row).polState;
async function completeInCore(transCode: string, signed: boolean) {
  expect((await ctx.stack.mock('put', '/__mock/complete-case', { transCode, signed })).status).toBe(204);
}
const accessLog = async () =>
  (await ctx.stack.mock('get', '/__mock/access-log')).body as Record<string, string>[];

async function expectRefused(transCode: string, body: object, code: string) {
  const before = await polState(transCode);
  await forgetCoreCalls(ctx.stack);
  const res = await ctx.agent.post(`/api/proposals/${transCode}/jump`).set(CSRF).send(body);
  expect(res.status).toBe(409);
  expect(res.body.error).toMatchObject({ code, status: 409 });
  for (const path of JUMP_CALLS) expect(await coreCalls(ctx.stack, path)).toEqual([]);
  expect(await polState(transCode)).toBe(before);
  return res.body.error as { message: string };
}

describe('the jump needs the BFF’s completeness verdict', () => {
  it('an empty new case: incomplete, every step listed, the jump refused and the case stays N', async () => {
    const draft = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
    const verdict = await completeness(draft.transCode);
    expect(verdict.verdict).toBe('incomplete');
    expect(verdict.lines.map((l) => l.code)).toEqual(
      expect.arrayContaining(['INS_S1', 'INS_S2', 'INS_S4', 'AML', 'INS_S6', 'INS_S7', 'INS_S8']),
    );
    const error = await expectRefused(draft.transCode, {}, 'JUMP_INCOMPLETE');
    expect(error.message).toBe(cm.JUMP_REFUSED(verdict.pending));
    // A declaration does not make an incomplete case jumpable.
    await expectRefused(draft.transCode, { visitingAgent: true, from: 'INS_S8' }, 'JUMP_INCOMPLETE');
  });

  it('an S case with seven unsigned blocks is refused, with or without a declaration', async () => {
    const row = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt,
    );
    const verdict = await completeness(row.transCode);
    expect(
      verdict.lines
        .filter((l) => l.kind === 'signature')
        .map((l) => l.text)
        .join(),
    ).toMatch(/未簽署/);
    await expectRefused(row.transCode, {}, 'JUMP_INCOMPLETE');
    await expectRefused(row.transCode, { visitingAgent: true }, 'JUMP_INCOMPLETE');
  });

  it('reads the AML step’s finish from the agent-files request (issue 23 item 13): its N leaves the case incomplete', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'S' && r.polInsureType === 'R');
    await completeInCore(row.transCode, true);
    await forgetCoreCalls(ctx.stack);
    expect((await completeness(row.transCode)).lines.filter((l) => l.kind === 'aml')).toEqual([]);
    expect(await coreCalls(ctx.stack, '/ins/common/agentFiles')).toHaveLength(1);
    const replyText = JSON.stringify({ transCode: row.transCode, finishYn: 'N' });
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/ins/common/agentFiles',
      replyText,
      times: 1,
    });
    const verdict = await completeness(row.transCode);
    expect(verdict.verdict).toBe('incomplete');
    expect(verdict.lines.filter((l) => l.kind === 'aml').map((l) => l.text)).toEqual([
      `${cm.AML}：${cm.AML_NOT_FINISHED}`,
    ]);
  });

  it('an unsigned mobile case otherwise complete: refused without the declaration, nothing recorded', async () => {
    const row = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt,
    );
    await completeInCore(row.transCode, false);
    const verdict = await completeness(row.transCode);
    expect(verdict.verdict).toBe('unsigned');
    expect(verdict.lines.every((l) => l.kind === 'signature' && l.code === 'INS_S8')).toBe(true);
    const error = await expectRefused(row.transCode, { from: 'INS_S8' }, 'JUMP_NEEDS_DECLARATION');
    expect(error.message).toBe(cm.JUMP_NEEDS_DECLARATION);
    await expectRefused(row.transCode, { visitingAgent: false }, 'JUMP_NEEDS_DECLARATION');
    const evidence = (await ctx.agent.get(`/api/proposals/${row.transCode}/evidence`).expect(200)).body;
    expect(evidence.records).toEqual([]);
    expect((await accessLog()).filter((e) => e.methodName === 'visitingAgentDeclaration')).toEqual([]);
  });

  it('with the declaration it jumps, and who, when, the unsigned blocks and the step are recorded first', async () => {
    // The body's `from` is forged (issue 40 item 5): the case is at its signing step, so INS_S8 is recorded.
    const row = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt,
    );
    await completeInCore(row.transCode, false);
    const signing = (await ctx.agent.get(`/api/proposals/${row.transCode}/signing`).expect(200)).body as {
      blocks: { recCode: string }[];
    };
    const started = new Date().toISOString();
    const res = await ctx.agent
      .post(`/api/proposals/${row.transCode}/jump`)
      .set(CSRF)
      .set('User-Agent', 'visiting-tablet/1.0')
      .send({ visitingAgent: true, from: 'LIST' })
      .expect(200);
    expect(res.body.url).toMatch(/^https:\/\//);
    expect(await polState(row.transCode)).toBe('O');

    const evidence = (await ctx.agent.get(`/api/proposals/${row.transCode}/evidence`).expect(200)).body;
    expect(evidence.chainValid).toBe(true);
    expect(evidence.records).toHaveLength(1);
    const [record] = evidence.records;
    expect(record).toMatchObject({
      docCode: 'VISITING_AGENT_DECLARATION',
      docFid: 'INS_S8',
      userCode: 'AG00001',
      userAgent: 'visiting-tablet/1.0',
      label: cm.DECLARATION(7),
    });
    expect(record.at >= started).toBe(true);
    expect(record.recCode.split(',').sort()).toEqual(signing.blocks.map((b) => b.recCode).sort());

    const declared = (await accessLog()).filter((e) => e.methodName === 'visitingAgentDeclaration');
    expect(declared).toHaveLength(1);
    expect(declared[0]).toMatchObject({
      transCode: row.transCode,
      stepCode: 'INS_S8',
      sysType: 'F',
      userCode: 'AG00001',
      progClassName: 'ProposalJump',
    });
    expect(declared[0]!.actionMsg).toContain(cm.DECLARATION(7));
  });

  it('a complete, signed case jumps without a declaration; the preview step is reported first', async () => {
    const row = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'N' && r.polInsureType === 'M' && r.compCode === 'CH',
    );
    await completeInCore(row.transCode, true);
    expect(await completeness(row.transCode)).toMatchObject({ verdict: 'complete', pending: 0, lines: [] });
    await forgetCoreCalls(ctx.stack);
    const res = await ctx.agent.post(`/api/proposals/${row.transCode}/jump`).set(CSRF).send({}).expect(200);
    expect(res.body.url).toMatch(/^https:\/\//);
    expect(await coreCalls(ctx.stack, '/pdfreport/com/updateToPreview')).toHaveLength(1);
    const jumped = (await ctx.agent.get(`/api/proposals/${row.transCode}`).expect(200)).body as Row;
    expect(jumped).toMatchObject({ polState: 'O' });
    expect(jumped.signoffDt).toBeTruthy();
  });

  it('an unknown body key or step is refused (400) before anything', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'O');
    const extra = await ctx.agent
      .post(`/api/proposals/${row.transCode}/jump`)
      .set(CSRF)
      .send({ complete: true });
    expect(extra.status).toBe(400);
    const step = await ctx.agent
      .post(`/api/proposals/${row.transCode}/jump`)
      .set(CSRF)
      .send({ from: 'INS_S1' });
    expect(step.status).toBe(400);
  });
});
