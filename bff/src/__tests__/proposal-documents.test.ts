import { proposalMessages, REQUEST_ID_LABEL } from '@agent-portal/contracts/messages';
import { binary, useStack } from './support/stack';
import { caseWhere, coreCalls, forgetCoreCalls, type Row } from './support/proposals';
import { inline } from '../http/content-disposition';

const ctx = useStack({}, { login: 'AG00001', clearFaults: true });

const download = (row: Row, document: string) =>
  ctx.agent.get(`/api/proposals/${row.transCode}/documents/${document}`).buffer(true).parse(binary);

describe('GET /api/proposals/{transCode}/documents/{document}', () => {
  it.each([
    ['consent', (r: Row) => r.actions.includes('consentDownload'), proposalMessages.CONSENT_FILE_NAME],
    ['edd', (r: Row) => r.actions.includes('eddDownload'), proposalMessages.EDD_FILE_NAME],
    ['written', (r: Row) => r.actions.includes('writtenDownload'), proposalMessages.WRITTEN_FILE_NAME],
  ])('streams the %s PDF inline with its zh-TW file name', async (document, match, fileName) => {
    const row = await caseWhere(ctx.agent, match);
    const res = await download(row, document).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.headers['content-disposition']).toBe(inline(fileName(row.insureNo)));
    expect(res.headers['content-security-policy']).toBe('sandbox');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(500);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('names the consent PDF 行動投保同意書_{insureNo}.pdf', () => {
    expect(proposalMessages.CONSENT_FILE_NAME('M0012024010101')).toBe('行動投保同意書_M0012024010101.pdf');
  });

  it.each([
    ['consent', (r: Row) => r.polInsureType === 'R', '/ins/common/insPolicies/downloadConsentPdf'],
    ['edd', (r: Row) => r.polState === 'N', '/ins/common/insPolicies/downloadEDDPdf'],
    ['written', (r: Row) => r.polInsureType === 'M', '/ins/common/insPolicies/downloadWritten'],
  ])(
    'refuses the %s PDF of a case without one: 409 before the core is asked',
    async (document, match, path) => {
      const row = await caseWhere(ctx.agent, match);
      await forgetCoreCalls(ctx.stack);
      const res = await ctx.agent.get(`/api/proposals/${row.transCode}/documents/${document}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'PROPOSAL_STATE_REFUSED',
        message: proposalMessages.STATE_REFUSED,
      });
      expect(await coreCalls(ctx.stack, path)).toEqual([]);
    },
  );

  it('answers an unknown case with 404 and an unknown document with 400', async () => {
    const missing = await ctx.agent.get('/api/proposals/TR00000000/documents/consent');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('PROPOSAL_NOT_FOUND');
    const row = await caseWhere(ctx.agent, (r) => r.polState === 'N');
    expect((await ctx.agent.get(`/api/proposals/${row.transCode}/documents/other`)).status).toBe(400);
  });

  it('opened as a page of its own (spec 2 §7: a new tab), a refusal is a page with the message and the request id', async () => {
    const json = await ctx.agent.get('/api/proposals/TR00000000/documents/consent');
    const page = await ctx.agent
      .get('/api/proposals/TR00000000/documents/consent')
      .set('Sec-Fetch-Dest', 'document');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(`<h1>${json.body.error.message}</h1>`);
    expect(page.text).toMatch(new RegExp(`${REQUEST_ID_LABEL}[\\w-]+`));
    expect(page.text).not.toContain('<script');
  });

  it('maps a dead core to the envelope', async () => {
    const row = await caseWhere(ctx.agent, (r) => r.actions.includes('consentDownload'));
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/ins/common/insPolicies/downloadConsentPdf',
      status: 500,
    });
    const res = await ctx.agent.get(`/api/proposals/${row.transCode}/documents/consent`);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('SERVER_BUSY');
  });
});
