import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PolicyFile } from '../fixtures/proposals';
import { embedCjkFont } from '../lib/cjk-font';
import { renderCaseDocument } from '../lib/pdf';
import { sampleContent } from './samples';

const A4 = [595.28, 841.89] as const;
const MARGIN = 50;
const starts = (bytes: Buffer, ...magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** A JPG or PNG on an A4 page under the file's type and name, scaled to fit, never enlarged. */
async function imagePage(file: PolicyFile, bytes: Buffer, png: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(file.fileName);
  doc.setProducer('agent-portal mock core');
  const image = png ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  const heading = `附件：${file.fileTypeName}\u3000${file.fileName}`;
  const cjk = await embedCjkFont(doc, [heading]);
  const page = doc.addPage([...A4]);
  page.drawText(heading, { x: MARGIN, y: A4[1] - 60, size: 12, font: cjk, color: rgb(0.15, 0.15, 0.2) });
  const room = { width: A4[0] - 2 * MARGIN, height: A4[1] - 2 * MARGIN - 40 };
  const scale = Math.min(1, room.width / image.width, room.height / image.height);
  const size = { width: image.width * scale, height: image.height * scale };
  page.drawImage(image, { x: MARGIN, y: A4[1] - 80 - size.height, ...size });
  page.drawText(file.fileCode, {
    x: MARGIN,
    y: 30,
    size: 8,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return doc.save();
}

/**
 * The attachments record (B02) of one uploaded file: the file itself, as the agent uploaded it (a PDF as it is, a
 * photo on a page of its own); a seeded file gets its sample first, as the viewer does. Content that is none of
 * these (corrupted through the control API) is shown as a page naming the file.
 */
export async function attachmentPdf(file: PolicyFile, transCode: string): Promise<Uint8Array> {
  file.content ??= await sampleContent(file.fileName);
  const bytes = Buffer.from(file.content, 'base64');
  try {
    if (starts(bytes, 0x25, 0x50, 0x44, 0x46)) return new Uint8Array(bytes);
    if (starts(bytes, 0x89, 0x50, 0x4e, 0x47)) return await imagePage(file, bytes, true);
    if (starts(bytes, 0xff, 0xd8, 0xff)) return await imagePage(file, bytes, false);
  } catch {
    // An image pdf-lib cannot read: the page naming the file below.
  }
  return renderCaseDocument({
    title: `附件：${file.fileTypeName}`,
    titleEn: 'Attachments',
    reference: `${transCode} ${file.fileCode}`,
    lines: [['檔案名稱', file.fileName]],
  });
}
