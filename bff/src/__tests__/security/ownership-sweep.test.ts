import { proposalMessages } from '@agent-portal/contracts/messages';
import supertest from 'supertest';
import {
  bffOperations,
  registeredRoutes,
  sampleOf,
  sampleUrl,
  type BffOperation,
} from '../support/bff-operations';
import { caseWhere } from '../support/proposals';
import { CSRF, loginAs, useStack, type Agent } from '../support/stack';

/*
 * Issue 20 item 1: every operation of bff.yaml whose path names a {transCode}, every method, sent by another agent
 * (with and without proposal rights) for a case of AG00001: 404 with the envelope, and the core sees only the
 * ownership guard's lookup (the agent, the search), never a call of the operation. Enumerated from bff.yaml, so a
 * new {transCode} route is swept the day it is declared.
 */
const ctx = useStack({}, { login: 'AG00001' });

/** What the ownership guard asks the core, in order: who the agent is, then the case through the search. */
const GUARD_LOOKUP = ['GET /public/userInfo', 'POST /ins/common/insPolicies/search'];

/** Two logins, or some 40 requests each with a look at the mock's log: patient on a loaded machine. */
const SWEEP_MS = 120_000;

const guarded = () => bffOperations().filter((op) => op.path.includes('{transCode}'));
const label = (op: BffOperation) => `${op.method.toUpperCase()} ${op.path}`;

/** The operation with valid inputs (bff.yaml's smallest), so the request passes validation and meets the guard. */
function send(agent: Agent, op: BffOperation, transCode: string): supertest.Test {
  const req = agent[op.method](sampleUrl(op, { transCode })).set(CSRF);
  if (!op.bodyType) return req;
  if (op.bodyType === 'application/json') return req.send(sampleOf(op.bodySchema) as object);
  return req.set('Content-Type', op.bodyType).send(Buffer.from('%PDF-1.4 sample'));
}

/** The core calls made under one BFF request id (the BFF forwards its id to the core). */
async function coreCallsOf(requestId: string): Promise<string[]> {
  const log = (await ctx.stack.mock('get', '/__mock/requests')).body as {
    method: string;
    path: string;
    requestId: string | null;
  }[];
  return log.filter((r) => r.requestId === requestId).map((r) => `${r.method} ${r.path}`);
}

describe("issue 20 — another agent's case: every {transCode} operation answers 404 before the core is called", () => {
  let victim = '';
  const attackers: Record<string, Agent> = {};

  beforeAll(async () => {
    victim = (await caseWhere(ctx.agent, (r) => r.polState === 'N')).transCode;
    for (const userCode of ['AG00004', 'AG00005']) {
      attackers[userCode] = supertest.agent(ctx.stack.app);
      await loginAs(ctx.stack, attackers[userCode], userCode);
    }
  }, SWEEP_MS);

  it('the sweep is every {transCode} operation of bff.yaml, and covers every route Express has with :transCode', () => {
    const swept = guarded().map(label);
    expect(swept.length).toBeGreaterThanOrEqual(36);
    const routes = registeredRoutes(ctx.stack.app)
      .filter((r) => r.path.includes(':transCode'))
      .map((r) => `${r.method.toUpperCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThanOrEqual(36);
    expect(routes.filter((r) => !swept.includes(r))).toEqual([]);
    // A case is named {transCode} wherever a path takes one: no other name could slip past the guard.
    const caseSegments = bffOperations()
      .map((op) => /^\/api\/(?:proposals|customer-steps)\/(\{\w+\})/.exec(op.path)?.[1])
      .filter((p) => p !== undefined);
    expect(new Set(caseSegments)).toEqual(new Set(['{transCode}']));
  });

  it.each([
    ['AG00004', 'without proposal rights'],
    ['AG00005', 'with proposal rights'],
  ])(
    '%s (%s): 404 PROPOSAL_NOT_FOUND for each, the core asked only who and whose case',
    async (userCode) => {
      const answers: unknown[][] = [];
      for (const op of guarded()) {
        const res = await send(attackers[userCode]!, op, victim);
        const requestId = String(res.headers['x-request-id']);
        const error = res.body?.error ?? {};
        const calls = await coreCallsOf(requestId);
        answers.push([
          label(op),
          res.status,
          error.code,
          error.message,
          error.requestId === requestId,
          calls,
        ]);
      }
      // One comparison: a failure lists every operation that slipped past the guard, with the core calls it made.
      expect(answers).toEqual(
        guarded().map((op) => [
          label(op),
          404,
          'PROPOSAL_NOT_FOUND',
          proposalMessages.NOT_FOUND,
          true,
          GUARD_LOOKUP,
        ]),
      );
    },
    SWEEP_MS,
  );

  it(
    'anonymous: 401 for each, and the core sees no call at all',
    async () => {
      const anonymous = supertest.agent(ctx.stack.app);
      const answers: unknown[][] = [];
      for (const op of guarded()) {
        const res = await send(anonymous, op, victim);
        const calls = await coreCallsOf(String(res.headers['x-request-id']));
        answers.push([label(op), res.status, res.body?.error?.code, calls]);
      }
      expect(answers).toEqual(guarded().map((op) => [label(op), 401, 'UNAUTHORIZED', []]));
    },
    SWEEP_MS,
  );
});

describe('the owner, on the same operations: through the guard, and the case searched once per request', () => {
  it(
    'no PROPOSAL_NOT_FOUND, no 5xx, exactly one search of the core (services reuse the case the guard loaded)',
    async () => {
      const own = (await caseWhere(ctx.agent, (r) => r.polState === 'N')).transCode;
      // Deleting the case ends it: last.
      const ends = (op: BffOperation) =>
        Number(op.method === 'delete' && op.path === '/api/proposals/{transCode}');
      const ops = [...guarded()].sort((a, b) => ends(a) - ends(b));
      const answers: unknown[][] = [];
      for (const op of ops) {
        const res = await send(ctx.agent, op, own);
        const calls = await coreCallsOf(String(res.headers['x-request-id']));
        const searches = calls.filter((c) => c === 'POST /ins/common/insPolicies/search').length;
        answers.push([label(op), res.status < 500, res.body?.error?.code !== 'PROPOSAL_NOT_FOUND', searches]);
      }
      expect(answers).toEqual(ops.map((op) => [label(op), true, true, 1]));
    },
    SWEEP_MS,
  );
});
