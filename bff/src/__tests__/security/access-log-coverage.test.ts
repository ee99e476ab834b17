import type { components } from '@agent-portal/contracts/generated/bff';
import type supertest from 'supertest';
import { PROPOSAL_ACTIONS, type ProposalActionName } from '../../modules/common/shell/proposal-access-log';
import { taipeiToday } from '@agent-portal/contracts/rules';
import { bffOperations } from '../support/bff-operations';
import { HOLDER_ADDRESS_PARTS } from '../support/customers';
import { eventually } from '../support/eventually';
import { binary, CSRF, useStack } from '../support/stack';
import { caseWhere, JPG, uploadJpg, type Row } from '../support/proposals';

// Issue 20 item 7: every proposal action writes its access-log entry with sysType F and the step code. The actions
// that happen on the server are recorded by the BFF itself; the SPA's button entries of a proposal program get
// sysType F from the BFF whatever the SPA sends.
const ctx = useStack({}, { login: 'AG00001', reset: true });

type SigningState = components['schemas']['SigningState'];
type Entry = Record<string, unknown>;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';

const draft = () => caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
const remoteDraft = () => caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'R');

function upload(row: Row, fileType = 'C'): Promise<string> {
  const stepCode = `${row.polInsureType === 'R' ? 'REMOTE' : 'INS'}_S${fileType.length === 2 ? 4 : 5}`;
  return uploadJpg(ctx.agent, row.transCode, { fileType, fileName: 'a.jpg', stepCode });
}

const signingState = async (row: Row) =>
  (await ctx.agent.get(`/api/proposals/${row.transCode}/signing`).expect(200)).body as SigningState;
const showDocument = (row: Row, docFid: string, cusCode: string) =>
  ctx.agent.get(`/api/proposals/${row.transCode}/signing/documents/${docFid}`).query({ cusCode });

async function signAll(row: Row): Promise<void> {
  for (const block of (await signingState(row)).blocks) {
    await showDocument(row, block.docFid, block.cusCode).expect(200);
    await ctx.agent
      .post(`/api/proposals/${row.transCode}/signing/signatures`)
      .set(CSRF)
      .send({ recCode: block.recCode, image: PNG })
      .expect(200);
  }
}

let settling = 0;
/**
 * Writes one more entry (the SPA's HomePage/open) and waits until the core has it: the BFF sends each entry as the
 * request that makes it ends, so an entry of an earlier request of this test, wanted or not, is at the core by then.
 */
async function settled(): Promise<void> {
  const actionMsg = `settled-${++settling}`;
  await ctx.agent
    .post('/api/access-log')
    .set(CSRF)
    .send({ progClassName: 'HomePage', methodName: 'open', actionMsg })
    .expect(204);
  await eventually(
    async () => (await ctx.stack.mock('get', '/__mock/access-log?progClassName=HomePage')).body as Entry[],
    (list) => list.some((e) => e.actionMsg === actionMsg),
    'the settling entry at the core',
  );
}

/** The entries of a case the core received for one program and method, once the writes that follow settled. */
async function entries(transCode: string, progClassName: string, methodName: string): Promise<Entry[]> {
  await settled();
  return (
    (await ctx.stack.mock('get', `/__mock/access-log?transCode=${transCode}&progClassName=${progClassName}`))
      .body as Entry[]
  ).filter((e) => e.methodName === methodName);
}

interface ServerAction {
  action: ProposalActionName;
  stepCode: string;
  /** Prepares the case (its own entries are forgotten), then does the action once. */
  run: () => Promise<{ row: Row; res: supertest.Response }>;
}

const SERVER_ACTIONS: ServerAction[] = [
  {
    action: 'uploadFile',
    stepCode: 'INS_S5',
    run: async () => {
      const row = await draft();
      const q = new URLSearchParams({ fileType: 'C', fileName: 'b.jpg', stepCode: 'INS_S5' });
      const res = await ctx.agent
        .post(`/api/proposals/${row.transCode}/files?${q}`)
        .set(CSRF)
        .set('Content-Type', 'application/octet-stream')
        .send(JPG);
      return { row, res };
    },
  },
  {
    action: 'uploadFile',
    stepCode: 'REMOTE_S4',
    run: async () => {
      const row = await remoteDraft();
      const q = new URLSearchParams({ fileType: 'AG', fileName: 'b.jpg', stepCode: 'REMOTE_S4' });
      const res = await ctx.agent
        .post(`/api/proposals/${row.transCode}/files?${q}`)
        .set(CSRF)
        .set('Content-Type', 'application/octet-stream')
        .send(JPG);
      return { row, res };
    },
  },
  {
    action: 'viewFile',
    stepCode: 'INS_S4',
    run: async () => {
      const row = await draft();
      const fileCode = await upload(row, 'AG');
      await forget();
      return { row, res: await ctx.agent.get(`/api/proposals/${row.transCode}/files/${fileCode}`) };
    },
  },
  {
    action: 'deleteFile',
    stepCode: 'INS_S5',
    run: async () => {
      const row = await draft();
      const fileCode = await upload(row);
      await forget();
      const res = await ctx.agent
        .delete(`/api/proposals/${row.transCode}/files/${fileCode}?stepCode=INS_S5`)
        .set(CSRF);
      return { row, res };
    },
  },
  {
    action: 'deleteAllFiles',
    stepCode: 'REMOTE_S5',
    run: async () => {
      const row = await remoteDraft();
      await upload(row);
      await forget();
      return { row, res: await ctx.agent.delete(`/api/proposals/${row.transCode}/files`).set(CSRF) };
    },
  },
  {
    action: 'previewSignDocument',
    stepCode: 'INS_S8',
    run: async () => {
      const row = await draft();
      const [block] = (await signingState(row)).blocks;
      return { row, res: await showDocument(row, block!.docFid, block!.cusCode) };
    },
  },
  {
    action: 'sign',
    stepCode: 'INS_S8',
    run: async () => {
      const row = await draft();
      const [block] = (await signingState(row)).blocks;
      await showDocument(row, block!.docFid, block!.cusCode).expect(200);
      await forget();
      const res = await ctx.agent
        .post(`/api/proposals/${row.transCode}/signing/signatures`)
        .set(CSRF)
        .send({ recCode: block!.recCode, image: PNG });
      return { row, res };
    },
  },
  {
    action: 'voidSignature',
    stepCode: 'INS_S8',
    run: async () => {
      const row = await draft();
      const [block] = (await signingState(row)).blocks;
      await showDocument(row, block!.docFid, block!.cusCode).expect(200);
      await ctx.agent
        .post(`/api/proposals/${row.transCode}/signing/signatures`)
        .set(CSRF)
        .send({ recCode: block!.recCode, image: PNG })
        .expect(200);
      await forget();
      const res = await ctx.agent
        .post(`/api/proposals/${row.transCode}/signing/signatures/${block!.recCode}/void`)
        .set(CSRF)
        .send({ reason: '客戶要求重新簽名' });
      return { row, res };
    },
  },
  {
    action: 'completeSigning',
    stepCode: 'INS_S8',
    run: async () => {
      const row = await draft();
      await signAll(row);
      await forget();
      return { row, res: await ctx.agent.post(`/api/proposals/${row.transCode}/signing/complete`).set(CSRF) };
    },
  },
  {
    action: 'previewProposalPdf',
    stepCode: 'INS_S7',
    run: async () => {
      const row = await draft();
      const res = await ctx.agent
        .get(`/api/proposals/${row.transCode}/proposal-pdf`)
        .query({ compCode: row.compCode })
        .buffer(true)
        .parse(binary);
      return { row, res };
    },
  },
  {
    action: 'viewEvidence',
    stepCode: 'INS_S8',
    run: async () => {
      const row = await draft();
      return { row, res: await ctx.agent.get(`/api/proposals/${row.transCode}/evidence`) };
    },
  },
  {
    action: 'previewRecords',
    stepCode: 'REMOTE_S7',
    run: async () => {
      const row = await remoteDraft();
      return { row, res: await ctx.agent.get(`/api/proposals/${row.transCode}/records`) };
    },
  },
];

const forget = () => ctx.stack.mock('delete', '/__mock/access-log');

describe('the BFF records every proposal action it carries out (issue 20 item 7)', () => {
  beforeEach(forget);

  it.each(SERVER_ACTIONS.map((a) => [a.action, a.stepCode, a] as const))(
    '%s writes one entry: sysType F, step %s, the case and the agent',
    async (action, stepCode, { run }) => {
      const { row, res } = await run();
      expect(res.status).toBeLessThan(300);
      const { progClassName, methodName } = PROPOSAL_ACTIONS[action];
      const written = await entries(row.transCode, progClassName, methodName);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        sysType: 'F',
        stepCode,
        transCode: row.transCode,
        userCode: 'AG00001',
      });
    },
  );

  it('writes nothing for a refused action (another agent’s case, an unsafe name)', async () => {
    expect((await ctx.agent.get('/api/proposals/TR99999999/evidence')).status).toBe(404);
    const row = await draft();
    const q = new URLSearchParams({ fileType: 'C', fileName: '../x.jpg', stepCode: 'INS_S5' });
    const res = await ctx.agent
      .post(`/api/proposals/${row.transCode}/files?${q}`)
      .set(CSRF)
      .set('Content-Type', 'application/octet-stream')
      .send(JPG);
    expect(res.status).toBe(400);
    await settled();
    const written = (await ctx.stack.mock('get', '/__mock/access-log')).body as Entry[];
    expect(written.filter((e) => e.progClassName !== 'HomePage')).toEqual([]);
  });
});

describe('the SPA’s proposal entries are sysType F whatever it sends (issue 20 item 7)', () => {
  beforeEach(forget);

  // What the SPA sent without sysType F before: the AML form, 檢核總表, n5's consent download, n6's agreement.
  it.each([
    ['ProposalAml', 'save', 'AML'],
    ['ProposalSearch', 'checkItemsAudit', 'INS_S4'],
    ['ProposalSteps', 'downloadConsent', 'INS_S5'],
    ['ProposalSteps', 'agreeStatement', 'INS_S6'],
  ])('%s/%s', async (progClassName, methodName, stepCode) => {
    const { transCode } = await draft();
    await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName, methodName, actionMsg: 'x', transCode, stepCode })
      .expect(204);
    const [entry] = await entries(transCode, progClassName, methodName);
    expect(entry).toMatchObject({ sysType: 'F', stepCode, transCode, userCode: 'AG00001' });
  });

  it('leaves the portal’s own entries (not a proposal program) to the portal’s sysType', async () => {
    await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({ progClassName: 'FormDownload', methodName: 'download', actionMsg: 'F01 要保書' })
      .expect(204);
    const [entry] = await entries('', 'FormDownload', 'download');
    expect(entry?.sysType).toBe('AGENT_PORTAL');
  });
});

/**
 * The customer-data and take-out actions (issue 41 item 8, spec 3 §7): each answered action writes its entry,
 * sysType F, on the case and customer step the SPA names (the take-out has neither).
 */
interface RouteAction {
  method: string;
  /** The bff.yaml template. */
  path: string;
  action: ProposalActionName;
  /** Does the action once, as the SPA does; answers the case and step its entry must carry. */
  run: () => Promise<{ res: supertest.Response; transCode: string; stepCode: string }>;
}

const today = (offset = 0) => taipeiToday(new Date(Date.now() + offset * 86_400_000));

const ROUTE_ACTIONS: RouteAction[] = [
  {
    method: 'post',
    path: '/api/customer-data/id-lookup',
    action: 'idLookup',
    run: async () => {
      const { transCode } = await draft();
      const res = await ctx.agent
        .post('/api/customer-data/id-lookup')
        .set(CSRF)
        .send({ idn: 'A100000010', transCode, compCode: 'CH', stepCode: 'INS_S1' });
      return { res, transCode, stepCode: 'INS_S1' };
    },
  },
  {
    method: 'post',
    path: '/api/customer-data/name-check',
    action: 'nameCheck',
    run: async () => {
      const { transCode } = await draft();
      const res = await ctx.agent
        .post('/api/customer-data/name-check')
        .set(CSRF)
        .send({
          transCode,
          compCode: 'CH',
          stepCode: 'INS_S2',
          customers: [{ idn: 'A123456789', cusType: 'I' }],
        });
      return { res, transCode, stepCode: 'INS_S2' };
    },
  },
  {
    method: 'post',
    path: '/api/customer-data/address-check',
    action: 'addressCheck',
    run: async () => {
      const { transCode } = await remoteDraft();
      const res = await ctx.agent
        .post('/api/customer-data/address-check')
        .set(CSRF)
        .send({ type: 'R', parts: HOLDER_ADDRESS_PARTS, transCode, compCode: 'CH', stepCode: 'REMOTE_S1' });
      return { res, transCode, stepCode: 'REMOTE_S1' };
    },
  },
  {
    method: 'post',
    path: '/api/customer-steps/consent',
    action: 'consentCheck',
    run: async () => {
      const { transCode } = await draft();
      const res = await ctx.agent
        .post('/api/customer-steps/consent')
        .set(CSRF)
        .send({ cusName: '王大明', mobile: '0911222333', transCode, stepCode: 'INS_S1' });
      return { res, transCode, stepCode: 'INS_S1' };
    },
  },
  {
    method: 'post',
    path: '/api/customer-steps/sms',
    action: 'sendSms',
    run: async () => {
      const { transCode } = await draft();
      const res = await ctx.agent
        .post('/api/customer-steps/sms')
        .set(CSRF)
        .send({ cusName: '林淑芬', mobile: '0912000021', transCode, stepCode: 'INS_S2' });
      return { res, transCode, stepCode: 'INS_S2' };
    },
  },
  {
    method: 'get',
    path: '/api/customer-steps/share-agent',
    action: 'shareAgent',
    run: async () => {
      const { transCode } = await draft();
      const res = await ctx.agent
        .get('/api/customer-steps/share-agent')
        .query({ pirCode: '0113900002', transCode, stepCode: 'INS_S1' });
      return { res, transCode, stepCode: 'INS_S1' };
    },
  },
  {
    method: 'get',
    path: '/api/release-permits',
    action: 'releasePermitSearch',
    run: async () => ({
      res: await ctx.agent
        .get('/api/release-permits')
        .query({ applyStartDt: today(-30), applyEndDt: today() }),
      transCode: '',
      stepCode: '',
    }),
  },
  {
    method: 'get',
    path: '/api/release-permits/customer',
    action: 'releasePermitCustomer',
    run: async () => ({
      res: await ctx.agent.get('/api/release-permits/customer').query({ cusIdn: 'D100000077' }),
      transCode: '',
      stepCode: '',
    }),
  },
  {
    method: 'post',
    path: '/api/release-permits',
    action: 'releasePermitSubmit',
    run: async () => {
      const { cusName } = (
        await ctx.agent.get('/api/release-permits/customer').query({ cusIdn: 'D100000077' })
      ).body as { cusName: string };
      await forget();
      const res = await ctx.agent
        .post('/api/release-permits')
        .set(CSRF)
        .send({
          cusIdn: 'D100000077',
          cusName,
          getDataYn: 'Y',
          walkOutStartDtStr: today(),
          walkOutEndDtStr: today(3),
          applyDesc: '拜訪客戶說明保單內容',
        });
      return { res, transCode: '', stepCode: '' };
    },
  },
];

/** The operations whose every answered call is an agent's action on customer data (spec 3 §7). */
const CUSTOMER_ACTION_ROUTES =
  /^\/api\/(customer-data\/|release-permits|customer-steps\/(consent|sms|share-agent)$)/;

describe('the customer-data and take-out actions write their entries (issue 41 item 8)', () => {
  beforeEach(forget);

  it('every such operation of bff.yaml has its action here (a new one without its entry fails)', () => {
    const declared = bffOperations()
      .filter((op) => CUSTOMER_ACTION_ROUTES.test(op.path))
      .map((op) => `${op.method} ${op.path}`)
      .sort();
    expect(declared.length).toBeGreaterThanOrEqual(9);
    expect(ROUTE_ACTIONS.map((a) => `${a.method} ${a.path}`).sort()).toEqual(declared);
  });

  it.each(ROUTE_ACTIONS.map((a) => [`${a.method.toUpperCase()} ${a.path}`, a] as const))(
    '%s writes one entry: sysType F, the case and step it names, the agent',
    async (_, { action, run }) => {
      const { res, transCode, stepCode } = await run();
      expect(res.status).toBeLessThan(300);
      const { progClassName, methodName, actionMsg } = PROPOSAL_ACTIONS[action];
      const written = await entries(transCode, progClassName, methodName);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({ sysType: 'F', transCode, stepCode, actionMsg, userCode: 'AG00001' });
    },
  );

  it('writes nothing for a refused action (a bad ID, an unknown take-out customer)', async () => {
    const { transCode } = await draft();
    const bad = await ctx.agent
      .post('/api/customer-data/id-lookup')
      .set(CSRF)
      .send({ idn: 'A12345', transCode, stepCode: 'INS_S1' });
    expect(bad.status).toBe(400);
    expect(
      (await ctx.agent.get('/api/release-permits/customer').query({ cusIdn: 'Z999999999' })).status,
    ).toBe(404);
    await settled();
    const written = (await ctx.stack.mock('get', '/__mock/access-log')).body as Entry[];
    expect(written.filter((e) => e.progClassName !== 'HomePage')).toEqual([]);
  });

  it('refuses a step code that is not a customer step', async () => {
    const { transCode } = await draft();
    const res = await ctx.agent
      .post('/api/customer-data/id-lookup')
      .set(CSRF)
      .send({ idn: 'A100000010', transCode, stepCode: 'INS_S9' });
    expect(res.status).toBe(400);
  });
});
