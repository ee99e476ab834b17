import { evidenceReport } from '../evidence-report';

type Evidence = Parameters<typeof evidenceReport>[0];

/**
 * Issue 40 item 6: drafts store markup as text (a customer's name may be `<script>…`), and the signer's name and the
 * block's label reach the evidence page, the one page the BFF writes as HTML: every value is escaped there.
 */
describe('the evidence report shows stored markup as text', () => {
  it('escapes a signer name, a label and codes that hold markup', () => {
    const record = {
      id: '1',
      kind: 'signature',
      ref: '',
      state: 'confirmed',
      at: '2026-01-01T02:00:00.000Z',
      recCode: 'R1"><b>',
      docCode: 'A01',
      docFid: 'T1A01',
      signCode: 'O',
      cusCode: 'C1',
      signerName: '<script>alert(1)</script>',
      label: '<img src=x onerror=alert(2)>',
      userCode: 'AG00001',
      clientIp: '127.0.0.1',
      userAgent: 'jest',
      imageSha256: 'a'.repeat(64),
      pdfSha256: 'b'.repeat(64),
      chainHash: 'c'.repeat(64),
    };
    const evidence = {
      transCode: 'T1',
      chainValid: true,
      unrecorded: ['<svg onload=alert(3)>'],
      coreRead: true,
      verifiedAt: '2026-01-01T02:00:00.000Z',
      records: [record],
    } as unknown as Evidence;
    const html = evidenceReport(evidence);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&lt;svg onload=alert(3)&gt;');
    expect(html).not.toMatch(/<(script|img|svg|b)\b/);
  });
});
