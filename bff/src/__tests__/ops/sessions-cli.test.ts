import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { CSRF, loginAs, TEST_REDIS_URL, useStack } from '../support/stack';

/**
 * `npm run ops -- sessions list|revoke USERCODE` (issue 43 Deliver 4), the built CLI (bff/dist/ops/cli.js, what the
 * root script runs) against the Redis a stack's BFF uses: the agent's next request is 401.
 */
const CLI = path.resolve(__dirname, '../../../dist/ops/cli.js');
const AGENT = 'AG00001';
const ctx = useStack();

function ops(...args: string[]) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build -w @agent-portal/bff first`);
  const run = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, NODE_ENV: 'test', REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'info' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('lists the agent’s sessions, revokes them with an audit line, and the agent’s next request is 401', async () => {
  expect(ops('sessions', 'revoke', AGENT, '--reason', 'clean slate').code).toBe(0);
  const agent = supertest.agent(ctx.stack.app);
  await loginAs(ctx.stack, agent, AGENT);
  await agent.get('/api/auth/me').set(CSRF).expect(200);

  const list = ops('sessions', 'list', AGENT);
  expect(list.code).toBe(0);
  expect(JSON.parse(list.stdout)).toEqual({
    userCode: AGENT,
    sessions: [expect.objectContaining({ stage: 'done', ref: expect.stringMatching(/^[0-9a-f]{12}$/) })],
  });

  const revoke = ops('sessions', 'revoke', AGENT, '--reason', 'account stolen', '--by', 'ops-bob');
  expect(revoke.code).toBe(0);
  expect(JSON.parse(revoke.stdout)).toEqual({ userCode: AGENT, revoked: 1 });
  const audit = revoke.stderr
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(audit).toEqual([
    expect.objectContaining({
      msg: 'sessions revoked',
      userCode: AGENT,
      revoked: 1,
      by: 'ops-bob',
      via: 'cli',
      reason: 'account stolen',
      pid: expect.any(Number),
      hostname: expect.any(String),
    }),
  ]);
  await agent.get('/api/auth/me').set(CSRF).expect(401);
}, 60_000);

test('names the operator by default; refuses bad usage with exit 2 and the usage', () => {
  const revoke = ops('sessions', 'revoke', 'AG09999');
  expect(revoke.code).toBe(0);
  expect(JSON.parse(revoke.stderr.trim())).toMatchObject({ by: expect.stringContaining('@'), reason: null });
  for (const args of [
    [],
    ['sessions'],
    ['sessions', 'list'],
    ['sessions', 'list', 'AG-1'],
    ['sessions', 'drop', AGENT],
    ['sessions', 'list', AGENT, '--reason', 'x'],
    ['sessions', 'revoke', AGENT, '--reason', ''],
    ['sessions', 'revoke', AGENT, '--force'],
  ]) {
    const run = ops(...args);
    expect({ args, code: run.code }).toEqual({ args, code: 2 });
    expect(run.stderr).toContain('usage: npm run ops -- sessions list USERCODE');
    expect(run.stdout).toBe('');
  }
}, 60_000);
