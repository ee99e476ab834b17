import request from 'supertest';
import { SIGN_DOCUMENTS } from '../fixtures/signing';
import { pdfCacheCounts, renderedOnce } from '../lib/pdf-cache';
import { renderSignDocument } from '../lib/sign-pdf';
import { createMockApp } from '../server';
import { PNG_STROKE } from './helpers/png';

/** Issue 43 Deliver 6: the mock core renders each PDF once per document version (lib/pdf-cache.ts). */
describe('the PDF cache', () => {
  it('renders a content once, concurrent requests included; another content is another rendering', async () => {
    let renders = 0;
    const render = async (content: { n: number }) => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 10));
      return new Uint8Array([content.n]);
    };
    const [a, b] = await Promise.all([
      renderedOnce('test', { n: 1 }, render),
      renderedOnce('test', { n: 1 }, render),
    ]);
    expect(a).toBe(b);
    expect(await renderedOnce('test', { n: 1 }, render)).toBe(a);
    expect(renders).toBe(1);
    expect(await renderedOnce('test', { n: 2 }, render)).toEqual(new Uint8Array([2]));
    expect(await renderedOnce('other-kind', { n: 1 }, render)).toEqual(new Uint8Array([1]));
    expect(renders).toBe(3);
  });

  it('forgets a failed rendering', async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('pdf-lib failed');
      return new Uint8Array([9]);
    };
    await expect(renderedOnce('flaky', { n: 1 }, flaky)).rejects.toThrow('pdf-lib failed');
    await new Promise((r) => setImmediate(r));
    expect(await renderedOnce('flaky', { n: 1 }, flaky)).toEqual(new Uint8Array([9]));
    expect(attempts).toBe(2);
  });

  it('a signing record: the same case and signatures once; a new signature is a new version', async () => {
    const record = SIGN_DOCUMENTS[0]!;
    const box = { label: '要保人簽名', page: 1, x: 60, y: 600, width: 200, height: 60, mine: true };
    const content = {
      title: record.docName,
      titleEn: record.docNameEn,
      reference: 'transCode CACHE1',
      lines: [['要保人', '王小明']] as [string, string][],
      pages: record.pages,
      boxes: [box],
    };
    const before = pdfCacheCounts();
    const first = await renderSignDocument(content);
    expect(await renderSignDocument({ ...content, boxes: [{ ...box }] })).toBe(first);
    const signed = await renderSignDocument({ ...content, boxes: [{ ...box, imageBase64: PNG_STROKE }] });
    expect(signed).not.toBe(first);
    expect(pdfCacheCounts()).toMatchObject({ renders: before.renders + 2, hits: before.hits + 1 });
  });

  it('through the mock core: the second download of a document is not rendered again, and is the same', async () => {
    const app = createMockApp();
    const path = '/public/ins/cus/agreeDoc?urlNum=P3Z8R5W1LB';
    const first = await request(app).get(path).expect(200);
    const before = pdfCacheCounts();
    const second = await request(app).get(path).expect(200);
    expect(pdfCacheCounts()).toMatchObject({ renders: before.renders, hits: before.hits + 1 });
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    expect(second.headers['content-type']).toBe('application/pdf');
  });
});
