import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { SIGN_DOCUMENTS } from '../fixtures/signing';
import { cjkSubset } from '../lib/cjk-font';
import { renderSignDocument } from '../lib/sign-pdf';

const TEXT = ['要保書', '要保人：王小明', '法定代理人簽名', '被保險人簽名', '同意投保'];

describe('Chinese text in the mock PDFs (no system font needed)', () => {
  it('cuts a small TrueType font holding a glyph for every character written', async () => {
    const font = fontkit.create(await cjkSubset(TEXT));
    const missing = [...TEXT.join('')].filter((c) => font.glyphForCodePoint(c.codePointAt(0)!).id === 0);
    expect(missing).toEqual([]);
    // A character not asked for is not in the cut.
    expect(font.glyphForCodePoint('龍'.codePointAt(0)!).id).toBe(0);
  });

  it('cuts a set of characters once: the same characters in other texts give the same face, others a new one', async () => {
    const face = cjkSubset(TEXT);
    expect(cjkSubset([...TEXT].reverse())).toBe(face);
    expect(cjkSubset([TEXT.join('')])).toBe(face);
    const other = cjkSubset([...TEXT, '龍']);
    expect(other).not.toBe(face);
    const font = fontkit.create(await other);
    expect(font.glyphForCodePoint('龍'.codePointAt(0)!).id).not.toBe(0);
  });

  it('embeds the font in a signing record, drawn on the page, in a few kilobytes', async () => {
    const record = SIGN_DOCUMENTS[0]!;
    const content = {
      title: record.docName,
      titleEn: record.docNameEn,
      reference: 'transCode T1',
      lines: [['要保人', '王小明']] as [string, string][],
      pages: record.pages,
      boxes: [{ label: '要保人簽名', page: 1, x: 60, y: 600, width: 200, height: 60, mine: true }],
    };
    const bytes = await renderSignDocument(content);
    expect(bytes.length).toBeLessThan(60_000);
    const doc = await PDFDocument.load(bytes);
    const fontFiles = doc.context
      .enumerateIndirectObjects()
      .filter(([, obj]) => obj instanceof PDFDict && obj.has(PDFName.of('FontFile2')));
    expect(fontFiles).toHaveLength(1);
    expect(doc.getPageCount()).toBe(record.pages);
    // Same case, same bytes.
    const again = await renderSignDocument(content);
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });
});
