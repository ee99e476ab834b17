import type { Response } from 'express';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { embedCjkFont } from './cjk-font';
import { renderedOnce } from './pdf-cache';

export interface PdfContent {
  /** Chinese title, drawn on the page. */
  title: string;
  /** English title, the document's Title property. */
  titleEn: string;
  code: string;
  fields: string[];
  footer: string;
}

/** A one-page A4 form: title, code, labelled empty boxes and a footer; rendered once per content (pdf-cache.ts). */
export function renderPdf(content: PdfContent): Promise<Uint8Array> {
  return renderedOnce('form', content, drawPdf);
}

async function drawPdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.titleEn);
  doc.setProducer('agent-portal mock core');
  const titleFont = await embedCjkFont(doc, [content.title]);
  const body = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  const ink = rgb(0.15, 0.15, 0.2);
  page.drawText('Agent Portal - Form Library', {
    x: 50,
    y: 790,
    size: 10,
    font: body,
    color: rgb(0.4, 0.4, 0.45),
  });
  page.drawText(content.title, { x: 50, y: 750, size: 20, font: titleFont, color: ink });
  page.drawText(`Form ${content.code}`, { x: 50, y: 722, size: 11, font: body, color: ink });
  content.fields.forEach((label, i) => {
    const y = 670 - i * 52;
    page.drawText(label, { x: 50, y: y + 30, size: 10, font: body, color: ink });
    page.drawRectangle({ x: 50, y, width: 495, height: 24, borderColor: ink, borderWidth: 0.8 });
  });
  page.drawText(content.footer, { x: 50, y: 40, size: 8, font: body, color: rgb(0.4, 0.4, 0.45) });
  return doc.save();
}

/**
 * Sends a PDF, as an attachment (a download) or inline (a document to read in the browser); `fileName` may be
 * Chinese (RFC 5987 filename*, ASCII fallback).
 */
export function sendPdf(
  res: Response,
  pdf: Uint8Array,
  asciiName: string,
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): void {
  res
    .type('application/pdf')
    .set(
      'Content-Disposition',
      `${disposition}; filename="${asciiName}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(Buffer.from(pdf));
}

export interface CaseDocument {
  /** Chinese title, drawn on the page. */
  title: string;
  titleEn: string;
  /** ASCII reference line, e.g. the transaction and proposal numbers. */
  reference: string;
  /** The case's data as [label, value], Chinese. */
  lines: [string, string][];
}

/**
 * A one-page A4 document of one proposal (consent, EDD, written analysis): its Chinese title and the case's data
 * drawn on the page, the data also in the document's Subject and Keywords (Unicode PDF strings). Rendered once per
 * content (pdf-cache.ts): a changed case is a new document.
 */
export function renderCaseDocument(content: CaseDocument): Promise<Uint8Array> {
  return renderedOnce('case-document', content, drawCaseDocument);
}

async function drawCaseDocument(content: CaseDocument): Promise<Uint8Array> {
  // No creation or modification time: the same case gives the same bytes (tests compare downloads with the core's).
  const doc = await PDFDocument.create({ updateMetadata: false });
  const text = content.lines.map(([label, value]) => `${label}：${value}`);
  doc.setTitle(content.title);
  doc.setSubject(text.join('；'));
  doc.setKeywords([content.title, ...content.lines.map(([, value]) => value)]);
  doc.setProducer('agent-portal mock core');
  const body = await doc.embedFont(StandardFonts.Helvetica);
  const cjk = await embedCjkFont(doc, [content.title, ...text]);
  const page = doc.addPage([595.28, 841.89]);
  const ink = rgb(0.15, 0.15, 0.2);
  page.drawText('Agent Portal - core system document', { x: 50, y: 790, size: 10, font: body, color: ink });
  page.drawText(content.title, { x: 50, y: 750, size: 20, font: cjk, color: ink });
  page.drawText(content.reference, { x: 50, y: 722, size: 11, font: body, color: ink });
  text.forEach((line, i) => page.drawText(line, { x: 50, y: 680 - i * 26, size: 12, font: cjk, color: ink }));
  return doc.save();
}
