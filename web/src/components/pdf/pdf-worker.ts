import type { PDFWorker } from 'pdfjs-dist';
import type { PdfJs } from './load-pdfjs';

let worker: PDFWorker | undefined;

/**
 * The page session's one pdf.js worker, handed to every document (pdf.js's `worker` parameter): without it each
 * document starts a worker of its own and parses pdf.worker again (each statement of n6, each wizard visit to n4-n8),
 * and destroying a document ends only the document. A worker that was destroyed (a failure) is replaced.
 */
export function sharedPdfWorker(pdfjs: Pick<PdfJs, 'PDFWorker'>): PDFWorker {
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker();
  return worker;
}
