// node --test scripts/release.test.mjs: the release artifact (issue 43 item 1), after `bash scripts/release.sh`.
// Unpacked in a temporary folder and started from there as ops would (`node server.js`, NODE_ENV=production, its
// settings in an ENV_FILE, the working directory elsewhere) against this machine's Redis and PostgreSQL and the mock
// core as CORE_URL: ready, the SPA and the API served, a login and a signature through the API, the ops tools (the
// agent's sessions, the evidence of that signature verified) with the same settings, then SIGTERM drained (exit 0).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { execFileSync } from 'node:child_process';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..');
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
const TARBALL = join(ROOT, 'release', `agent-portal-${VERSION}.tar.gz`);
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agent_portal_test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const SCHEMA = `release_${process.pid}`;

const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

/** Polls `url` until it answers 2xx (a state, not a time); fails with what the process printed. */
async function ready(url, child, output) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready: ${output()}`);
}

function start(command, args, { cwd, env }) {
  let out = '';
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (c) => (out = (out + c).slice(-8000)));
  child.stderr.on('data', (c) => (out = (out + c).slice(-8000)));
  return { child, output: () => out };
}

const exitOf = (child) =>
  new Promise((done) =>
    child.exitCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code)),
  );

/**
 * One agent's browser behind the TLS proxy (nginx.conf): X-Forwarded-Proto https, as the proxy sends it (express-session
 * sets the production cookie, `__Host-` and Secure, only on a secure request), and a cookie jar of its own.
 */
function browser(base) {
  const jar = new Map();
  return async (path, init = {}) => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        ...init.headers,
        'X-CSRF': '1',
        'X-Forwarded-Proto': 'https',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
}

/** A 4×2 PNG with a stroke: the signature (as the soak's agents send it). */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';

let dir;
let mock;
let db;

before(async () => {
  assert.ok(existsSync(TARBALL), `${TARBALL} is missing: run bash scripts/release.sh first`);
  dir = mkdtempSync(join(tmpdir(), 'agent-portal-release-'));
  execFileSync('tar', ['-xzf', TARBALL, '-C', dir]);
  db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query(`CREATE SCHEMA ${SCHEMA}`);
  const mockPort = await freePort();
  mock = start(process.execPath, [join(ROOT, 'mocks/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: String(mockPort) },
  });
  mock.url = `http://127.0.0.1:${mockPort}`;
  await ready(`${mock.url}/public/getVer`, mock.child, mock.output);
});

after(async () => {
  mock?.child.kill('SIGKILL');
  await db?.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await db?.end();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('unpacked anywhere, node server.js starts in production from its ENV_FILE, serves, logs in and drains', async () => {
  const home = join(dir, `agent-portal-${VERSION}`);
  assert.equal(readFileSync(join(home, 'VERSION'), 'utf8').trim(), VERSION);
  for (const part of ['server.js', '.env.example', 'agent-portal@.service', 'nginx.conf', 'bff/migrations'])
    assert.ok(existsSync(join(home, part)), `${part} in the release`);
  assert.ok(!existsSync(join(home, 'mocks')), 'no mock core in the release');

  const port = await freePort();
  const database = new URL(DATABASE_URL);
  database.searchParams.set('options', `-c search_path=${SCHEMA}`);
  const envFile = join(dir, 'portal.env');
  writeFileSync(
    envFile,
    [
      'NODE_ENV=production',
      `PORT=${port}`,
      'HOST=127.0.0.1',
      `ALLOWED_HOSTS=127.0.0.1:${port}`,
      'TRUST_PROXY=1',
      `CORE_URL=${mock.url}`,
      `REDIS_URL=${REDIS_URL}`,
      `REDIS_KEY_PREFIX=release${process.pid}:`,
      `DATABASE_URL=${database}`,
      `DATABASE_OWNER_URL=${database}`,
      `SESSION_SECRET=${'s'.repeat(40)}`,
      `EVIDENCE_HMAC_KEY=${'k'.repeat(40)}`,
      'SHUTDOWN_DRAIN_MS=300',
      'LOG_LEVEL=warn',
    ].join('\n') + '\n',
  );
  const { NODE_ENV: _n, PORT: _p, ...inherited } = process.env;
  // From another working directory: every path resolves from the release's own folder.
  const bff = start(process.execPath, [join(home, 'server.js')], {
    cwd: tmpdir(),
    env: { ...inherited, ENV_FILE: envFile },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await ready(`${base}/readyz`, bff.child, bff.output);
    const page = await fetch(`${base}/login`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="root">/);
    const version = await (await fetch(`${base}/api/public/version`)).json();
    assert.ok(version, 'the version answer');

    const agent = browser(base);
    assert.equal((await agent('/api/auth/captcha')).status, 200);
    const { text: captcha } = await (await fetch(`${mock.url}/__mock/last-captcha`)).json();
    const login = await agent('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ userCode: 'AG00001', password: 'Demo2468', captcha }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    let step = await login.json();
    if (step.next === 'role') {
      const [role] = step.roles;
      step = await (await agent('/api/auth/role', { method: 'POST', body: JSON.stringify(role) })).json();
    }
    assert.equal(step.next, 'done');
    const me = await agent('/api/auth/me');
    assert.equal(me.status, 200);
    assert.equal((await me.json()).userCode, 'AG00001');

    // A signature through the API (a new case, its first draft, its first sign block, the document shown first as the
    // dialog does): the evidence the release's own tool verifies below.
    const proposal = { compCode: 'CH', polInsureType: 'M' };
    assert.equal(
      (await agent('/api/proposals/start', { method: 'POST', body: JSON.stringify(proposal) })).status,
      200,
    );
    const opened = await agent('/api/proposals/trans-code', {
      method: 'POST',
      body: JSON.stringify(proposal),
    });
    assert.equal(opened.status, 200, await opened.clone().text());
    const { transCode } = await opened.json();
    // The case is the core's from its first saved draft on.
    const draft = await agent(`/api/customer-steps/${transCode}/drafts/policyholder`, {
      method: 'POST',
      body: JSON.stringify({
        mode: 'auto',
        revision: 0,
        ...proposal,
        stepCode: 'INS_S1',
        values: { cusName: '王發行' },
      }),
    });
    assert.equal(draft.status, 200, await draft.clone().text());
    const signing = await agent(`/api/proposals/${transCode}/signing`);
    assert.equal(signing.status, 200, await signing.clone().text());
    const [block] = (await signing.json()).blocks;
    assert.ok(block, 'a sign block in the new case');
    const doc = await agent(
      `/api/proposals/${transCode}/signing/documents/${block.docFid}?cusCode=${block.cusCode}`,
    );
    assert.equal(doc.status, 200);
    const signed = await agent(`/api/proposals/${transCode}/signing/signatures`, {
      method: 'POST',
      body: JSON.stringify({ recCode: block.recCode, image: SIGNATURE_PNG }),
    });
    assert.equal(signed.status, 200, await signed.clone().text());

    // The ops tools of the release, with the same ENV_FILE: the agent's session listed, the evidence verified.
    const tool = (...args) =>
      new Promise((done) => {
        const run = start(process.execPath, [join(home, 'server.js'), ...args], {
          cwd: tmpdir(),
          env: { ...inherited, ENV_FILE: envFile },
        });
        run.child.once('exit', (code) => done({ code, output: run.output() }));
      });
    const sessions = await tool('--ops', 'sessions', 'list', 'AG00001');
    assert.equal(sessions.code, 0, sessions.output);
    assert.match(sessions.output, /AG00001/);
    const verified = await tool('--evidence', 'verify', '--all');
    assert.equal(verified.code, 0, verified.output);
    assert.match(
      verified.output,
      new RegExp(`OK +${transCode} +[1-9]\\d* event\\(s\\)`),
      'the signed case verified',
    );
    assert.match(verified.output, /result: OK/);

    const started = Date.now();
    bff.child.kill('SIGTERM');
    assert.equal(await exitOf(bff.child), 0, bff.output());
    assert.ok(Date.now() - started >= 250, 'drained before closing');
  } finally {
    if (bff.child.exitCode === null) bff.child.kill('SIGKILL');
  }
});
