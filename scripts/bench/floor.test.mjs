// The bench's floor answers as the BFF does (issue 25 item 1): the built BFF (bff/dist/index.js) and the floor
// (scripts/bench/floor.mjs) run as the bench runs them, over one fake core answering fixed bytes and one Redis
// session; the same requests to both must give the same status, body, headers, request line, core call and session
// slide. Run by `npm test` (scripts/test.sh) after the BFF's build; alone: node --test scripts/bench/floor.test.mjs
// (Redis at TEST_REDIS_URL, default redis://127.0.0.1:6379/15; keys under a prefix of its own, removed after).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import Redis from 'ioredis';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const require = createRequire(import.meta.url);
const { serialize } = require('cookie');
const { sign } = require('cookie-signature');
const { commissionMonths } = require('@agent-portal/contracts/rules');
/** The months the list may ask for (the last 12, newest first): the rows are of the newest three. */
const [M1, M2, M3] = commissionMonths();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const PREFIX = `floor-test:${process.pid}:`;
const SECRET = 'floor-test-secret-0123456789abcdef';
const USER = 'AG00001';

/**
 * What may differ between two answers to the same request, and why: `date` is the clock; `x-request-id` is made anew
 * for every request (a UUID, never the client's). Everything else must be equal.
 */
const PER_REQUEST_HEADERS = new Set(['date', 'x-request-id', 'server-timing']);
/** In the request line: the ids and the trace made per request, the clock, and the timings. */
const PER_REQUEST_LOG_FIELDS = ['reqId', 'traceId', 'time', 'responseTime', 'legacyMs'];
/** In the core call: the request id and the traceparent (this request's span). */
const PER_REQUEST_CORE_HEADERS = new Set(['x-request-id', 'traceparent']);

// The core's rows: periods out of order (the reshape sorts newest first), plain names and IDs (it drops and masks
// them), Chinese text (off V8's one-byte path, as the real list).
const row = (period, recNo, payerID, insID) => ({
  period,
  bTypeName: '壽險',
  sNo: `A${period}${recNo}`,
  iNo: `CH${recNo}`,
  payerName: '王小明',
  payerNameMask: '王○明',
  payerID,
  insName: '陳大華',
  insNameMask: '陳○華',
  insID,
  insBirth: '070/01/02',
  aliasName: '安心',
  mainName: '主約',
  prodCode: 'P01',
  prodName: '安心終身壽險',
  yp: 1,
  yr: 1,
  itemName: '首年度',
  sDate: '2024/01/05',
  benefit: 1000000,
  fyp: 24000,
  srcItemName: '佣金',
  fyc: 2400,
  bKindName: '主約',
  fya: 0,
  iDate: '2024/01/10',
  srcdate: '2024/01/31',
  empID: USER,
  recNo,
});
const CORE_ROWS = Buffer.from(
  JSON.stringify([
    row(M3, '0001', 'F223456789', 'A123456789'),
    row(M1, '0002', 'B234567890', 'C198765432'),
    row(M2, '0003', 'D112233445', 'E221133557'),
    row(M1, '0004', 'F287654321', 'G154326789'),
  ]),
);
const CORE = {
  '/public/getVer': ['application/json; charset=utf-8', Buffer.from('{"version":"1.8.3"}')],
  '/adm/com/inWorkTimInterval': ['text/plain; charset=utf-8', Buffer.from('Y')],
  '/commission/SSDetailList': ['application/json; charset=utf-8', CORE_ROWS],
};

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

let core;
let coreUrl;
const coreCalls = [];
const children = [];
let redis;
let bff;
let floor;

function start(name, file, port) {
  const out = { lines: [], url: `http://127.0.0.1:${port}`, stderr: '' };
  const child = spawn(process.execPath, [file], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      CORE_URL: coreUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'info',
      // Nothing listens there: the BFF keeps its evidence in memory at once instead of waiting for a database.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) if (line.startsWith('{')) out.lines.push(JSON.parse(line));
  });
  child.stderr.on('data', (chunk) => (out.stderr += chunk));
  child.on('exit', (code) => (out.exited = code));
  children.push(child);
  out.name = name;
  return out;
}

async function ready(server) {
  for (let i = 0; i < 120; i++) {
    if (server.exited !== undefined) throw new Error(`${server.name} exited: ${server.stderr}`);
    const ok = await fetch(`${server.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} never became ready: ${server.stderr}`);
}

/** A complete login's session, as the BFF's login leaves it (a TTL-marked id, the core's cookies). */
async function newSession() {
  const id = `${randomBytes(24).toString('base64url')}~1800`;
  const data = {
    legacy: { cookies: { 'XSRF-TOKEN': 'e66c945b7d245f65282d8b2e85502294', JSESSIONID: '414C210DC2CC82' } },
    auth: {
      stage: 'done',
      userCode: USER,
      mobileYn: 'N',
      roleCode: 'AG',
      branCode: 'B001',
      userName: '測試',
    },
    ttlSeconds: 1800,
    loginAt: Date.now(),
  };
  await redis.set(`${PREFIX}ap:sess:${id}`, JSON.stringify(data), 'EX', 1800);
  // The cookie as express-session signs and sets it.
  const line = serialize('ap.sid', `s:${sign(id, SECRET)}`, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
  });
  return { id, cookie: line.split(';')[0] };
}

before(async () => {
  core = http.createServer((req, res) => {
    const pathname = req.url.split('?')[0];
    coreCalls.push({ url: req.url, headers: req.headers });
    const answer = CORE[pathname];
    if (!answer) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': answer[0], 'content-length': answer[1].length }).end(answer[1]);
  });
  await new Promise((r) => core.listen(0, '127.0.0.1', r));
  coreUrl = `http://127.0.0.1:${core.address().port}`;
  redis = new Redis(REDIS_URL);
  bff = start('bff', 'bff/dist/index.js', await freePort());
  floor = start('floor', 'scripts/bench/floor.mjs', await freePort());
  await Promise.all([ready(bff), ready(floor)]);
});

after(async () => {
  for (const child of children) child.kill('SIGTERM');
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.unlink(...keys);
  redis.disconnect();
  await new Promise((r) => core.close(r));
});

/** One request to a server: its answer, the core calls it made, its request line, and the session's TTL after. */
async function ask(server, path, headers, session) {
  if (session) await redis.expire(`${PREFIX}ap:sess:${session.id}`, 100);
  const calls = coreCalls.length;
  const res = await fetch(`${server.url}${path}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const id = res.headers.get('x-request-id');
  let line;
  for (let i = 0; i < 40 && !line; i++) {
    line = server.lines.find((l) => l.reqId === id && l.msg?.startsWith('request'));
    if (!line) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(line, `${server.name}: no request line for ${id}`);
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body,
    id,
    line,
    coreCalls: coreCalls.slice(calls),
    ttl: session ? await redis.ttl(`${PREFIX}ap:sess:${session.id}`) : null,
  };
}

const without = (record, names) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !names.has(k.toLowerCase())));

/** The same request to the BFF and the floor, each with its own copy of the same session; both answers compared. */
async function same(path, { session = true, headers = {} } = {}) {
  const answers = [];
  for (const server of [bff, floor]) {
    const s = session ? await newSession() : null;
    answers.push(await ask(server, path, { ...headers, ...(s ? { cookie: s.cookie } : {}) }, s));
  }
  const [a, b] = answers;
  assert.equal(b.status, a.status, 'status');
  assert.deepEqual(
    without(b.headers, PER_REQUEST_HEADERS),
    without(a.headers, PER_REQUEST_HEADERS),
    'the answer headers (all but date, x-request-id and server-timing)',
  );
  for (const x of answers) assert.match(x.id, /^[0-9a-f-]{36}$/);
  const lineOf = (x) => {
    const copy = structuredClone(x.line);
    for (const f of PER_REQUEST_LOG_FIELDS) delete copy[f];
    delete copy.req.id;
    delete copy.pid;
    return copy;
  };
  assert.deepEqual(lineOf(b), lineOf(a), 'the request line (all but ids, clock, timings)');
  for (const x of answers) {
    assert.equal(x.line.reqId, x.id);
    assert.equal(x.line.req.id, x.id);
  }
  assert.equal(b.coreCalls.length, a.coreCalls.length, 'core calls');
  for (let i = 0; i < a.coreCalls.length; i++) {
    const [ca, cb] = [a.coreCalls[i], b.coreCalls[i]];
    assert.equal(cb.url, ca.url, 'the core call');
    assert.deepEqual(
      without(cb.headers, PER_REQUEST_CORE_HEADERS),
      without(ca.headers, PER_REQUEST_CORE_HEADERS),
      'the core call headers',
    );
    for (const [x, c] of [
      [a, ca],
      [b, cb],
    ]) {
      assert.equal(c.headers['x-request-id'], x.id, 'the core sees the request id');
      assert.match(c.headers.traceparent, new RegExp(`^00-${x.line.traceId}-[0-9a-f]{16}-[0-9a-f]{2}$`));
    }
  }
  if (session) {
    assert.ok(a.ttl > 1000, `the BFF slid the session (ttl ${a.ttl})`);
    assert.ok(b.ttl > 1000, `the floor slid the session (ttl ${b.ttl})`);
  }
  return answers;
}

test('work-time: the same status, body, headers, request line and core call', async () => {
  const [a, b] = await same('/api/common/work-time');
  assert.equal(a.status, 200);
  assert.equal(b.body.toString(), a.body.toString());
  assert.equal(a.body.toString(), '{"inWorkTime":true}');
});

test('the commission list: the same rows, reshaped, masked and sorted byte for byte', async () => {
  const [a, b] = await same(`/api/commission?startMonth=${M3}&endMonth=${M1}`);
  assert.equal(a.status, 200);
  assert.ok(a.body.length > 1000);
  assert.equal(b.body.toString(), a.body.toString());
  const rows = JSON.parse(a.body);
  assert.deepEqual(
    rows.map((r) => r.period),
    [M1, M1, M2, M3],
  );
  assert.equal(rows[0].payerIDMask, 'B23****890');
  assert.ok(!('payerID' in rows[0]));
});

test('a browser trace is carried to the core by both', async () => {
  const traceparent = `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-00`;
  const [a, b] = await same('/api/common/work-time', { headers: { traceparent } });
  for (const x of [a, b]) {
    assert.equal(x.line.traceId, 'ab'.repeat(16));
    assert.match(x.coreCalls[0].headers.traceparent, new RegExp(`^00-${'ab'.repeat(16)}-[0-9a-f]{16}-00$`));
  }
});

/** The header block of a raw HTTP/1.1 answer (status line and header lines as sent, name case included). */
function rawHead(server, path, cookie) {
  const { port, hostname, host } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.destroy();
      resolve(text.slice(0, end).split('\r\n'));
    });
    socket.on('error', reject);
  });
}

test('on the wire: the same status line and header lines, name case included (order aside)', async () => {
  for (const path of ['/api/common/work-time', `/api/commission?startMonth=${M3}&endMonth=${M1}`]) {
    const heads = [];
    for (const server of [bff, floor]) {
      const lines = await rawHead(server, path, (await newSession()).cookie);
      heads.push(
        lines.map((l) => l.replace(/^(Date|X-Request-Id|Server-Timing): .*/i, '$1: (per request)')).sort(),
      );
    }
    assert.deepEqual(heads[1], heads[0], path);
  }
});

test('without a session: the same 401 envelope', async () => {
  const [a, b] = await same('/api/common/work-time', { session: false });
  assert.equal(a.status, 401);
  const envelope = (x) => {
    const { error } = JSON.parse(x.body);
    assert.equal(error.requestId, x.id);
    return { ...error, requestId: undefined, timestamp: undefined };
  };
  assert.deepEqual(envelope(b), envelope(a));
});
