/**
 * PdfViewer: draws every page of a PDF on its own canvas, pages stacked top to bottom. pdf.js and its worker are
 * loaded lazily (load-pdfjs.ts) the first time a viewer mounts, so importing this component adds no pdf.js to a
 * chunk; still import it only from lazily loaded screens.
 *
 * Props
 * - source: PdfSource. `{ data }` (Uint8Array or ArrayBuffer; pdf.js gets a copy) or `{ url }` (same-origin, sent
 *   with the session cookie). The document reloads when `url` or the `data` reference changes, so keep `data`
 *   stable (useMemo) between renders.
 * - scale?: number. CSS pixels per PDF point (1 = 100 %, 1.45 = 145 %). Default 1. Canvases are drawn at
 *   scale × devicePixelRatio so text stays sharp.
 * - fitWidth?: number. When given, each page is scaled so its width is this many CSS pixels (overrides scale).
 * - renderOverlay?: (pageIndex, viewport) => ReactNode. Rendered inside an absolutely positioned layer exactly on
 *   top of page `pageIndex` (0-based), sized viewport.width × viewport.height CSS pixels; children position
 *   themselves with `position: absolute`. `viewport.convertToViewportPoint(x, y)` maps PDF points (origin bottom
 *   left) to layer pixels (origin top left), `viewport.convertToPdfPoint(x, y)` the other way.
 * - onLoad?: ({ numPages }) => void. Called once the document opened.
 * - onError?: (error) => void. Called when the document cannot be opened; the viewer then shows its error text.
 * - title?: string. Accessible name of the viewer region (default 'PDF 文件'); pages are images named 第 N 頁.
 * - pageGap?: number. Pixels between pages (default 12).
 * - className?, style?: for the outer element.
 */
import { Alert, Spin } from 'antd';
import type { PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { loadPdfJs } from './load-pdfjs';
import { PdfPage } from './pdf-page';
import { sharedPdfWorker } from './pdf-worker';
import { documentParams, type PdfSource } from './pdf-source';

export type { PageViewport as PdfPageViewport };

export interface PdfViewerProps {
  source: PdfSource;
  scale?: number;
  fitWidth?: number;
  renderOverlay?: (pageIndex: number, viewport: PageViewport) => ReactNode;
  onLoad?: (info: { numPages: number }) => void;
  onError?: (error: Error) => void;
  title?: string;
  pageGap?: number;
  className?: string;
  style?: CSSProperties;
}

type LoadState =
  | { phase: 'loading' }
  | { phase: 'ready'; doc: PDFDocumentProxy; pages: PDFPageProxy[] }
  | { phase: 'failed' };

export function PdfViewer(props: PdfViewerProps) {
  const { source, scale = 1, fitWidth, renderOverlay, title = 'PDF 文件', pageGap = 12 } = props;
  const [state, setState] = useState<LoadState>({ phase: 'loading' });
  const sourceKey = 'url' in source ? source.url : source.data;
  const { onLoad, onError } = props;

  useEffect(() => {
    let cancelled = false;
    // The loading task owns its document: destroying it ends the document (pdf.js 5 dropped
    // PDFDocumentProxy.destroy), not the shared worker (pdf-worker.ts).
    let destroyTask: (() => Promise<void>) | undefined;
    setState({ phase: 'loading' });
    loadPdfJs()
      .then(async (pdfjs) => {
        if (cancelled) return;
        const task = pdfjs.getDocument({ ...documentParams(source), worker: sharedPdfWorker(pdfjs) });
        destroyTask = () => task.destroy();
        const doc = await task.promise;
        const pages = await Promise.all(Array.from({ length: doc.numPages }, (_, i) => doc.getPage(i + 1)));
        if (cancelled) return;
        setState({ phase: 'ready', doc, pages });
        onLoad?.({ numPages: doc.numPages });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({ phase: 'failed' });
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      cancelled = true;
      void destroyTask?.().catch(() => undefined);
    };
    // The document depends on the source's identity only (see the props' notes); callbacks are not dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceKey]);

  return (
    <div
      role="region"
      aria-label={title}
      aria-busy={state.phase === 'loading'}
      className={props.className}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: pageGap, ...props.style }}
    >
      {state.phase === 'loading' && <Spin style={{ margin: 24 }} />}
      {state.phase === 'failed' && <Alert showIcon type="error" message="PDF 文件無法顯示，請稍後再試。" />}
      {state.phase === 'ready' &&
        state.pages.map((page, index) => (
          <PdfPage
            key={index}
            page={page}
            pageIndex={index}
            scale={scale}
            fitWidth={fitWidth}
            renderOverlay={renderOverlay}
          />
        ))}
    </div>
  );
}
