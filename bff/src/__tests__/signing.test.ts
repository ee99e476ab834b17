import { createHash } from 'node:crypto';
import { signingMessages } from '@agent-portal/contracts/messages';
import type { components } from '@agent-portal/contracts/generated/bff';
import supertest from 'supertest';
import { binary, CSRF, useStack } from './support/stack';
import { caseWhere, type Row } from './support/proposals';

type SigningState = components['schemas']['SigningState'];
type Evidence = components['schemas']['SignatureEvidence'];

const ctx = useStack({}, { login: 'AG00001', reset: true, clearFaults: true });

/** A 4×2 PNG with a diagonal stroke. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

const draft = () => caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'M');
const state = async (row: Row) =>
  (await ctx.agent.get(`/api/proposals/${row.transCode}/signing`).expect(200)).body as SigningState;
const pdf = (row: Row, docFid: string, cusCode: string) =>
  ctx.agent
    .get(`/api/proposals/${row.transCode}/signing/documents/${docFid}`)
    .query({ cusCode })
    .buffer(true)
    .parse(binary);
const sign = (row: Row, recCode: string, image = PNG) =>
  ctx.agent
    .post(`/api/proposals/${row.transCode}/signing/signatures`)
    .set(CSRF)
    .set('User-Agent', 'jest-signing/1.0')
    .send({ recCode, image });

describe('GET /api/proposals/{transCode}/signing', () => {
  it('lists the signers with per-document counts and every block with its layout', async () => {
    // The signers are the case's customers (issue 23 item 14): a draft without a representative has two.
    const s = await state(await draft());
    expect(s.signers.map((x) => x.label)).toEqual(['要保人', '被保險人']);
    expect(s).toMatchObject({ complete: false, total: 6, remaining: 6 });
    expect(s.signers[0]?.documents.map((d) => [d.docCode, d.total])).toEqual([
      ['A01', 2],
      ['B03', 1],
      ['B05', 1],
    ]);
    expect(s.blocks.filter((b) => b.agree)).toHaveLength(1);
    expect(s.blocks[0]).toMatchObject({ page: 2, width: 180, height: 70, image: null });
  });

  it('a minor insured: the representative the case holds signs too, by name', async () => {
    const row = await caseWhere(
      ctx.agent,
      (r) => r.polState === 'S' && r.polInsureType === 'M' && !r.signoffDt,
    );
    const s = await state(row);
    expect(s.signers.map((x) => [x.label, x.name])).toEqual([
      ['要保人', row.oCusName],
      ['被保險人', row.iCusName],
      ['法定代理人', row.oCusName],
    ]);
    expect(s).toMatchObject({ total: 7, remaining: 7 });
  });

  it('is empty and complete for a remote case; 404 for a case of another agent', async () => {
    const remote = await caseWhere(ctx.agent, (r) => r.polState === 'N' && r.polInsureType === 'R');
    expect(await state(remote)).toMatchObject({ signers: [], blocks: [], complete: true });
    const res = await ctx.agent.get('/api/proposals/TR99999999/signing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('PROPOSAL_NOT_FOUND');
  });
});

describe('signing a whole case', () => {
  it('stores every signature with evidence hashing the image and the PDF shown, then completes', async () => {
    const row = await draft();
    const first = await state(row);
    const shownHashes = new Map<string, string>();
    for (const block of first.blocks) {
      const res = await pdf(row, block.docFid, block.cusCode).expect(200);
      expect(res.headers['content-type']).toMatch(/application\/pdf/);
      const body = res.body as Buffer;
      expect(res.headers['x-content-sha256']).toBe(sha(body));
      shownHashes.set(block.recCode, sha(body));
      const after = await sign(row, block.recCode).expect(200);
      expect((after.body as SigningState).blocks.find((b) => b.recCode === block.recCode)?.image).toBe(PNG);
    }
    const done = await state(row);
    expect(done).toMatchObject({ complete: true, remaining: 0 });
    expect(done.signers.every((s) => s.signDt && s.signed === s.total)).toBe(true);

    const evidence = (await ctx.agent.get(`/api/proposals/${row.transCode}/evidence`).expect(200))
      .body as Evidence;
    expect(evidence.chainValid).toBe(true);
    // Evidence first (issue 22): each signature is recorded, then confirmed once the core stored it.
    const signatures = evidence.records.filter((r) => r.kind === 'signature');
    expect(signatures).toHaveLength(first.blocks.length);
    const imageHash = sha(Buffer.from(PNG.split(',')[1] as string, 'base64'));
    for (const r of signatures) {
      expect(r).toMatchObject({
        state: 'confirmed',
        userCode: 'AG00001',
        userAgent: 'jest-signing/1.0',
        imageSha256: imageHash,
        pdfSha256: shownHashes.get(r.recCode),
      });
      expect(r.clientIp).toBeTruthy();
      const settled = evidence.records.filter((e) => e.ref === r.id);
      expect(settled.map((e) => e.kind)).toEqual(['confirmed']);
      expect(evidence.records.indexOf(settled[0]!)).toBeGreaterThan(evidence.records.indexOf(r));
    }
    // Each document, once its last block is signed: the SHA-256 of what the core then renders, signatures in.
    const docs = [...new Set(first.blocks.map((b) => b.docFid))];
    const completed = evidence.records.filter((r) => r.kind === 'document-completed');
    expect(completed.map((r) => r.docFid).sort()).toEqual(docs.sort());
    for (const c of completed) {
      // Rendered for the document's last signer in the core's order.
      const block = first.blocks.filter((b) => b.docFid === c.docFid).at(-1)!;
      const rendered = sha((await pdf(row, c.docFid, block.cusCode).expect(200)).body as Buffer);
      expect(c.pdfSha256).toBe(rendered);
      expect(c.pdfSha256).not.toBe(shownHashes.get(block.recCode));
    }
    expect(evidence.records).toHaveLength(first.blocks.length * 2 + docs.length);

    const complete = await ctx.agent
      .post(`/api/proposals/${row.transCode}/signing/complete`)
      .set(CSRF)
      .expect(200);
    expect(complete.body).toEqual({ message: '簽名完成' });
    const after = await caseWhere(ctx.agent, (r) => r.transCode === row.transCode);
    expect(after.polState).toBe('S');
  });

  it('refuses a signature before its document was shown, a bad image, an unknown block', async () => {
    const row = await draft();
    const [block] = (await state(row)).blocks;
    if (!block) throw new Error('no block');
    const notShown = await sign(row, block.recCode);
    expect(notShown.status).toBe(409);
    expect(notShown.body.error).toMatchObject({
      code: 'DOCUMENT_NOT_SHOWN',
      message: signingMessages.NOT_SHOWN,
    });
    await pdf(row, block.docFid, block.cusCode).expect(200);
    const gif = await sign(row, block.recCode, 'data:image/png;base64,R0lGODlhAQABAAAAACw=');
    expect(gif.status).toBe(400);
    expect(gif.body.error.code).toBe('SIGNATURE_INVALID');
    const jpeg = await sign(row, block.recCode, 'data:image/jpeg;base64,AAAA');
    expect(jpeg.status).toBe(400);
    expect(jpeg.body.error.code).toBe('VALIDATION_FAILED');
    const unknown = await sign(row, 'NOPE01');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('SIGN_BLOCK_UNKNOWN');
    expect((await ctx.agent.post(`/api/proposals/${row.transCode}/signing/signatures`).send({})).status).toBe(
      403,
    );
  });

  it('answers the core errMsg of an incomplete case with 409 and changes nothing', async () => {
    const row = await draft();
    const res = await ctx.agent.post(`/api/proposals/${row.transCode}/signing/complete`).set(CSRF);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'LEGACY_ERROR',
      message: '尚有6個簽名欄位未簽署，請完成簽名',
    });
    expect((await caseWhere(ctx.agent, (r) => r.transCode === row.transCode)).polState).toBe('N');
  });

  it('refuses signing a case in a state that cannot be edited', async () => {
    const accepted = await caseWhere(ctx.agent, (r) => r.polState === 'A' && r.polInsureType === 'M');
    const [block] = (await state(accepted)).blocks;
    const res = await sign(accepted, block?.recCode ?? 'X');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PROPOSAL_STATE_REFUSED');
  });

  it('maps a failing PDF to 文件產出發生異常，請聯絡系統管理員。 (502), an unknown document to 404', async () => {
    const row = await draft();
    const [block] = (await state(row)).blocks;
    if (!block) throw new Error('no block');
    expect((await pdf(row, 'NOPE', block.cusCode)).status).toBe(404);
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/pdfreport/com/preViewPdf', status: 500 });
    const res = await ctx.agent
      .get(`/api/proposals/${row.transCode}/signing/documents/${block.docFid}`)
      .query({ cusCode: block.cusCode });
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'DOCUMENT_FAILED', message: signingMessages.PDF_FAILED });
  });
});

describe('GET /api/proposals/{transCode}/records', () => {
  it('gives the four preview tabs of a mobile case and two of a remote one', async () => {
    const mobile = await caseWhere(ctx.agent, (r) => r.polState === 'U' && r.preSignState === 'R');
    const m = await ctx.agent.get(`/api/proposals/${mobile.transCode}/records`).expect(200);
    expect(m.body.tabs.map((t: { key: string }) => t.key)).toEqual([
      'proposal',
      'written',
      'consent',
      'attachments',
    ]);
    expect(Buffer.from(m.body.tabs[0].documents[0].base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const remote = await caseWhere(ctx.agent, (r) => r.polState === 'U' && r.polInsureType === 'R');
    const r = await ctx.agent.get(`/api/proposals/${remote.transCode}/records`).expect(200);
    expect(r.body.tabs.map((t: { key: string }) => t.key)).toEqual(['written', 'attachments']);
  });

  it('maps a core failure to DOCUMENT_FAILED', async () => {
    const mobile = await caseWhere(ctx.agent, (r) => r.polState === 'A' && r.polInsureType === 'M');
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/ins/common/insPolicies/records',
      status: 500,
    });
    const res = await ctx.agent.get(`/api/proposals/${mobile.transCode}/records`);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('文件產出發生異常，請聯絡系統管理員。');
  });
});

describe('/api/proposals/{transCode}/broker-form', () => {
  it('reads a blank form, saves it, reads it back; refuses a bad form (400), a state (409), no CSRF (403)', async () => {
    const row = await draft();
    const url = `/api/proposals/${row.transCode}/broker-form`;
    expect((await ctx.agent.get(url).expect(200)).body).toEqual({
      recommendReason: '',
      explainedYn: 'N',
      savedAt: null,
      temporary: false,
    });
    const form = { recommendReason: '保障需求相符', explainedYn: 'Y' };
    expect((await ctx.agent.post(url).set(CSRF).send(form).expect(200)).body).toEqual({
      message: '儲存成功',
    });
    expect((await ctx.agent.get(url).expect(200)).body).toMatchObject(form);
    const bad = await ctx.agent.post(url).set(CSRF).send({ recommendReason: '', explainedYn: 'N' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect((await ctx.agent.post(url).send(form)).status).toBe(403);
    const accepted = await caseWhere(ctx.agent, (r) => r.polState === 'A');
    const refused = await ctx.agent
      .post(`/api/proposals/${accepted.transCode}/broker-form`)
      .set(CSRF)
      .send(form);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PROPOSAL_STATE_REFUSED');
  });

  it('autosaves what was typed as a temporary save (T), which the final save then completes (issue 22 item 5)', async () => {
    const row = await draft();
    const url = `/api/proposals/${row.transCode}/broker-form`;
    // Half a form: no confirmation yet. The final save refuses it; the temporary save keeps it.
    const half = { recommendReason: '保障缺口', explainedYn: 'N' };
    expect((await ctx.agent.post(url).set(CSRF).send(half)).status).toBe(400);
    expect(
      (
        await ctx.agent
          .post(url)
          .set(CSRF)
          .send({ ...half, temporary: true })
          .expect(200)
      ).body,
    ).toEqual({
      message: '暫存成功',
    });
    const kept = (await ctx.agent.get(url).expect(200)).body;
    expect(kept).toMatchObject({ ...half, temporary: true });
    expect(kept.savedAt).toEqual(expect.any(String));
    // The length limit holds for a temporary save too; what is kept stays.
    const long = await ctx.agent
      .post(url)
      .set(CSRF)
      .send({ recommendReason: '理'.repeat(201), explainedYn: 'N', temporary: true });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('經紀人建議投保理由最多200個字');
    expect((await ctx.agent.get(url).expect(200)).body).toMatchObject(half);
    // 暫存 completes it.
    await ctx.agent
      .post(url)
      .set(CSRF)
      .send({ ...half, explainedYn: 'Y' })
      .expect(200);
    expect((await ctx.agent.get(url).expect(200)).body).toMatchObject({ explainedYn: 'Y', temporary: false });
  });
});

describe('GET /api/proposals/{transCode}/evidence', () => {
  it("is empty for a case never signed; 404 for another agent's case; 401 without a session", async () => {
    const row = await draft();
    const empty = (await ctx.agent.get(`/api/proposals/${row.transCode}/evidence`).expect(200))
      .body as Evidence;
    expect(empty).toMatchObject({ records: [], chainValid: true });
    const other = await ctx.agent.get('/api/proposals/TR99999999/evidence');
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('PROPOSAL_NOT_FOUND');
    expect((await supertest(ctx.stack.app).get(`/api/proposals/${row.transCode}/evidence`)).status).toBe(401);
  });
});
