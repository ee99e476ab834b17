import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { StatementSeed } from '../fixtures/statements';
import { embedCjkFont } from './cjk-font';

/**
 * A statement document as a two-page A4 PDF: its title, version and paragraphs on page 1, the signature note on
 * page 2, the Chinese text also in the Subject. No timestamps: the same statement gives the same bytes.
 */
async function render(seed: StatementSeed): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(seed.annexName);
  doc.setSubject(seed.paragraphs.join(''));
  doc.setProducer('agent-portal mock core');
  const body = await doc.embedFont(StandardFonts.Helvetica);
  const cjk = await embedCjkFont(doc, [seed.annexName, ...seed.paragraphs]);
  const ink = rgb(0.15, 0.15, 0.2);
  const first = doc.addPage([595.28, 841.89]);
  first.drawText('Agent Portal - statement document', { x: 50, y: 790, size: 10, font: body, color: ink });
  first.drawText(seed.annexName, { x: 50, y: 750, size: 18, font: cjk, color: ink });
  first.drawText(`${seed.annexCode}  version ${seed.annexVersion}`, {
    x: 50,
    y: 724,
    size: 11,
    font: body,
    color: ink,
  });
  seed.paragraphs.forEach((line, i) =>
    first.drawText(line, { x: 50, y: 680 - i * 24, size: 11, font: cjk, color: ink }),
  );
  const second = doc.addPage([595.28, 841.89]);
  second.drawText(`${seed.annexCode} - page 2`, { x: 50, y: 790, size: 10, font: body, color: ink });
  second.drawText('The customer confirms having read the statement above.', {
    x: 50,
    y: 740,
    size: 12,
    font: body,
    color: ink,
  });
  second.drawRectangle({ x: 50, y: 640, width: 240, height: 70, borderColor: ink, borderWidth: 0.8 });
  second.drawText('Customer signature', { x: 56, y: 696, size: 9, font: body, color: ink });
  return doc.save();
}

const cache = new Map<string, Promise<string>>();

/** The statement's PDF as base64, made once per process. */
export function statementPdfBase64(seed: StatementSeed): Promise<string> {
  const key = `${seed.annexCode}:${seed.annexVersion}`;
  let pdf = cache.get(key);
  if (!pdf) {
    pdf = render(seed).then((bytes) => Buffer.from(bytes).toString('base64'));
    cache.set(key, pdf);
  }
  return pdf;
}

/** The HTML text of an HTML statement (the core's reviewCont). */
export function statementHtml(seed: StatementSeed): string {
  const items = seed.paragraphs.map((p) => `<li>${p}</li>`).join('');
  return `<h3>${seed.annexName}</h3><ol>${items}</ol><p>版本：${seed.annexVersion}</p>`;
}
