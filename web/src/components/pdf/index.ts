export { PdfViewer, type PdfViewerProps, type PdfPageViewport } from './pdf-viewer';
export { base64ToBytes, type PdfSource } from './pdf-source';
export { loadPdfJs } from './load-pdfjs';
export { DocumentFailed, type DocumentFailedProps } from './document-failed';
