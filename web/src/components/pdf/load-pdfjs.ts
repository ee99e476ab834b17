// Loads pdf.js on demand: the library and its worker are separate chunks fetched the first time a PDF is shown,
// never part of the entry or the login page (scripts/check-bundle.mjs checks neverInEntry). One load per page
// session; later calls share the same promise.
export type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  // A failed load (network) may be retried by the next caller.
  loading.catch(() => (loading = undefined));
  return loading;
}
