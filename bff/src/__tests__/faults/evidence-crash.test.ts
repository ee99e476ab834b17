/**
 * Issue 22 item 2 with a real crash: the BFF (the built dist, its own process) is killed with SIGKILL after it wrote
 * a signature's evidence row and before the core answered. The row stays pending; a BFF started again on the same
 * database and Redis settles it on the next read against what the core holds: confirmed when the core stored the
 * signature, failed when it never did.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import supertest from 'supertest';
import type { components } from '@agent-portal/contracts/generated/bff';
import { createMockApp } from '@agent-portal/mocks';
import { startBffProcess, type BffProcess } from '../support/bff-process';
import { testDatabase, type TestDatabase } from '../support/database';
import { caseWhere, type Row } from '../support/proposals';
import { freePort, privateRedis, type PrivateRedis } from '../support/redis-server';
import { CSRF, loginAs, mockControl, type Agent } from '../support/stack';

type SigningState = components['schemas']['SigningState'];
type Evidence = components['schemas']['SignatureEvidence'];
type Block = SigningState['blocks'][number];

const SIGN_PATH = '/pdfreport/com/updateSignature';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';

let redis: PrivateRedis;
let db: TestDatabase;
let mockServer: Server;
let control: ReturnType<typeof mockControl>;
let port: number;
let env: Record<string, string>;
let bff: BffProcess | undefined;
let agent: Agent;

beforeAll(async () => {
  [redis, db] = await Promise.all([privateRedis(), testDatabase()]);
  mockServer = createMockApp({ validateRequests: true }).listen(0, '127.0.0.1');
  await new Promise((r) => mockServer.once('listening', r));
  const coreUrl = `http://127.0.0.1:${(mockServer.address() as AddressInfo).port}`;
  control = mockControl(coreUrl);
  port = await freePort();
  env = {
    CORE_URL: coreUrl,
    REDIS_URL: redis.url,
    DATABASE_URL: db.url,
    DATABASE_OWNER_URL: db.ownerUrl,
    EVIDENCE_HMAC_KEY: 'evidence-crash-test-key-0123456789abcdef',
  };
  bff = await startBffProcess(port, env);
  agent = supertest.agent(bff.url);
  await loginAs(control, agent, 'AG00001');
}, 60_000);
afterAll(async () => {
  await bff?.kill();
  await new Promise((r) => mockServer?.close(r));
  await Promise.all([redis?.close(), db?.drop()]);
});

const signing = async (row: Row) =>
  (await agent.get(`/api/proposals/${row.transCode}/signing`).expect(200)).body as SigningState;
const evidence = async (row: Row) =>
  (await agent.get(`/api/proposals/${row.transCode}/evidence`).expect(200)).body as Evidence;
/** The events of a block's signatures as the database holds them, settled or not. */
const rows = async (row: Row, block: Block) =>
  (
    await db.owner.query<{ id: string; kind: string; ref: string }>(
      'SELECT id::text, kind, ref FROM evidence_events WHERE trans_code = $1 AND rec_code = $2 ORDER BY seq',
      [row.transCode, block.recCode],
    )
  ).rows;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Signs a block of the case (each test its own) while the core holds the call for `delayMs` (and then does what `fault` says);
 * once the evidence row is written, the BFF is killed, then started again on the same database and Redis
 * (with `restartEnv`), the agent's session intact.
 */
async function crashWhileSigning(
  blockIndex: number,
  fault: Record<string, unknown>,
  restartEnv: Record<string, string> = {},
) {
  const row = await caseWhere(agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
  const block = (await signing(row)).blocks[blockIndex] as Block;
  await agent
    .get(`/api/proposals/${row.transCode}/signing/documents/${block.docFid}`)
    .query({ cusCode: block.cusCode })
    .expect(200);
  const injected = await control.mock('post', '/__mock/faults', {
    pathPrefix: SIGN_PATH,
    times: 1,
    ...fault,
  });
  expect(injected.status).toBe(201);
  // The signature's request, never answered: the process dies under it.
  void agent
    .post(`/api/proposals/${row.transCode}/signing/signatures`)
    .set(CSRF)
    .send({ recCode: block.recCode, image: PNG })
    .then(
      () => undefined,
      () => undefined,
    );
  const intent = await until('the evidence row', async () =>
    (await rows(row, block)).find((r) => r.kind === 'signature'),
  );
  // The row is written before the call to the core: killed at once, a BFF slow to run (a busy machine) may not have
  // sent the call yet. The core has it once the fault (one call) is taken.
  await until('the core holding the call', async () => {
    const pending = (await control.mock('get', '/__mock/faults')).body as unknown[];
    return pending.length === 0 ? true : undefined;
  });
  await bff!.kill();
  expect((await rows(row, block)).map((r) => r.kind)).toEqual(['signature']);
  bff = await startBffProcess(port, { ...env, ...restartEnv });
  return { row, block, intent };
}

it('killed after the evidence row, the core storing the signature: the next read confirms it', async () => {
  const { row, block, intent } = await crashWhileSigning(0, { delayMs: 1_500 });
  // The core stores the signature once its delay is over; the reads after that settle the row.
  const image = await until('the signature in the core', async () => {
    const shown = (await signing(row)).blocks.find((b) => b.recCode === block.recCode)?.image;
    return shown ?? undefined;
  });
  expect(image).toBe(PNG);
  const after = await evidence(row);
  const settled = after.records.filter((r) => r.ref === intent.id);
  expect(settled.map((r) => r.kind)).toEqual(['confirmed']);
  expect(after.records.find((r) => r.id === intent.id)?.state).toBe('confirmed');
  expect(after).toMatchObject({ chainValid: true, unrecorded: [] });
});

it('killed after the evidence row, the core never storing it: once no core call can still land, the read fails it', async () => {
  // The core drops the connection after the delay (long enough for the kill to come first on a busy machine):
  // nothing stored. The restarted BFF's core calls time out at 400 ms, so a pending row older than that plus the
  // margin can no longer be confirmed.
  const { row, block, intent } = await crashWhileSigning(
    1,
    { delayMs: 1_500, down: true },
    { LEGACY_TIMEOUT_MS: '400' },
  );
  const failed = await until(
    'the failed settlement',
    async () => (await evidence(row)).records.find((r) => r.ref === intent.id && r.kind === 'failed'),
    20_000,
  );
  expect(failed.label).toContain('NOT_IN_CORE');
  expect((await signing(row)).blocks.find((b) => b.recCode === block.recCode)?.image).toBeNull();
  const after = await evidence(row);
  expect(after.records.find((r) => r.id === intent.id)?.state).toBe('failed');
  expect(after.chainValid).toBe(true);
}, 30_000);
