// One page of PdfViewer: a canvas drawn by pdf.js and, over it, the caller's overlay layer of the same size.
import type { PDFPageProxy, PageViewport, RenderTask } from 'pdfjs-dist';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';

interface PdfPageProps {
  page: PDFPageProxy;
  pageIndex: number;
  scale: number;
  fitWidth?: number;
  renderOverlay?: (pageIndex: number, viewport: PageViewport) => ReactNode;
}

export function PdfPage({ page, pageIndex, scale, fitWidth, renderOverlay }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewport = useMemo(() => {
    const natural = page.getViewport({ scale: 1 });
    return page.getViewport({ scale: fitWidth ? fitWidth / natural.width : scale });
  }, [page, scale, fitWidth]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    let task: RenderTask | undefined = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    task.promise.catch(() => undefined).finally(() => (task = undefined));
    return () => task?.cancel();
  }, [page, viewport]);

  return (
    <div
      data-pdf-page={pageIndex + 1}
      style={{
        position: 'relative',
        width: viewport.width,
        height: viewport.height,
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
        background: '#fff',
      }}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`第 ${pageIndex + 1} 頁`}
        style={{ display: 'block', width: viewport.width, height: viewport.height }}
      />
      {renderOverlay && (
        <div style={{ position: 'absolute', inset: 0 }}>{renderOverlay(pageIndex, viewport)}</div>
      )}
    </div>
  );
}
