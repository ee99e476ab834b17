import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { embedCjkFont } from './cjk-font';
import { renderedOnce } from './pdf-cache';

export interface SignBox {
  label: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The signer this PDF is shown to: drawn in colour; others' boxes in grey. */
  mine: boolean;
  /** A stored signature (PNG base64) stamped into the box. */
  imageBase64?: string;
}

export interface SignDocumentContent {
  title: string;
  titleEn: string;
  reference: string;
  lines: [string, string][];
  pages: number;
  boxes: SignBox[];
}

const A4: [number, number] = [595.28, 841.89];

/**
 * A proposal record with its sign blocks (spec 2 §2.9): each box at its layout (points from the top-left corner),
 * labelled, with the signatures already stored stamped inside. Same case and signatures → same bytes, rendered once
 * (pdf-cache.ts): a new signature is a new document.
 */
export function renderSignDocument(content: SignDocumentContent): Promise<Uint8Array> {
  return renderedOnce('sign-document', content, drawSignDocument);
}

async function drawSignDocument(content: SignDocumentContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(content.title);
  doc.setKeywords([content.title, ...content.boxes.map((b) => b.label)]);
  doc.setSubject(content.lines.map(([label, value]) => `${label}：${value}`).join('；'));
  doc.setProducer('agent-portal mock core');
  const body = await doc.embedFont(StandardFonts.Helvetica);
  const lines = content.lines.map(([label, value]) => `${label}：${value}`);
  const cjk = await embedCjkFont(doc, [content.title, ...lines, ...content.boxes.map((b) => b.label)]);
  const ink = rgb(0.15, 0.15, 0.2);
  for (let n = 1; n <= content.pages; n += 1) {
    const page = doc.addPage(A4);
    const top = (y: number) => A4[1] - y;
    page.drawText(`${content.titleEn} - page ${n}/${content.pages}`, {
      x: 50,
      y: top(50),
      size: 10,
      font: body,
      color: ink,
    });
    if (n === 1) {
      page.drawText(content.title, { x: 50, y: top(90), size: 20, font: cjk });
      page.drawText(content.reference, { x: 50, y: top(115), size: 10, font: body, color: ink });
      lines.forEach((line, i) =>
        page.drawText(line, { x: 50, y: top(150 + i * 24), size: 12, font: cjk, color: ink }),
      );
    }
    for (const b of content.boxes.filter((box) => box.page === n)) {
      const colour = b.mine ? rgb(0.85, 0.2, 0.2) : rgb(0.6, 0.6, 0.6);
      page.drawRectangle({
        x: b.x,
        y: top(b.y + b.height),
        width: b.width,
        height: b.height,
        borderColor: colour,
        borderWidth: 1.2,
      });
      page.drawText(b.label, { x: b.x, y: top(b.y) + 4, size: 9, font: cjk, color: colour });
      if (b.imageBase64) {
        const png = await doc.embedPng(Buffer.from(b.imageBase64, 'base64'));
        page.drawImage(png, {
          x: b.x + 2,
          y: top(b.y + b.height) + 2,
          width: b.width - 4,
          height: b.height - 4,
        });
      }
    }
  }
  return doc.save();
}
