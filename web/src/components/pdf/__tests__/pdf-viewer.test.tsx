import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { base64ToBytes, documentParams } from '../pdf-source';

const render2d = vi.fn();
const getDocument = vi.fn();

class PDFWorker {
  destroyed = false;
}
vi.mock('../load-pdfjs', () => ({
  loadPdfJs: () => Promise.resolve({ getDocument, PDFWorker }),
}));

function fakePage(width: number, height: number) {
  return {
    getViewport: ({ scale }: { scale: number }) => ({ width: width * scale, height: height * scale, scale }),
    render: (params: unknown) => {
      render2d(params);
      return { promise: Promise.resolve(), cancel: vi.fn() };
    },
  };
}

describe('pdf-source', () => {
  it('hands pdf.js a copy of the bytes and keeps URLs as they are', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const params = documentParams({ data: bytes }) as { data: Uint8Array };
    expect(params.data).toEqual(bytes);
    expect(params.data).not.toBe(bytes);
    expect(documentParams({ url: '/api/x.pdf' })).toEqual({ url: '/api/x.pdf', withCredentials: true });
  });

  it('decodes base64 content', () => {
    expect(Array.from(base64ToBytes('JVBE\nRg=='))).toEqual([37, 80, 68, 70]);
  });
});

describe('PdfViewer', () => {
  it('draws each page at the scale and places the overlay over its page', async () => {
    HTMLCanvasElement.prototype.getContext = vi.fn(() => ({})) as never;
    const pages = [fakePage(100, 200), fakePage(300, 400)];
    getDocument.mockReturnValue({
      promise: Promise.resolve({
        numPages: 2,
        getPage: (n: number) => Promise.resolve(pages[n - 1]),
        destroy: () => Promise.resolve(),
      }),
      destroy: () => Promise.resolve(),
    });
    const onLoad = vi.fn();
    const { PdfViewer } = await import('../pdf-viewer');
    render(
      <PdfViewer
        source={{ data: new Uint8Array([1]) }}
        scale={1.5}
        onLoad={onLoad}
        renderOverlay={(index, viewport) => <span>{`overlay ${index} ${viewport.width}`}</span>}
      />,
    );
    expect(await screen.findByRole('img', { name: '第 2 頁' })).toBeTruthy();
    expect(screen.getByText('overlay 0 150')).toBeTruthy();
    expect(screen.getByText('overlay 1 450')).toBeTruthy();
    await waitFor(() => expect(render2d).toHaveBeenCalledTimes(2));
    expect(onLoad).toHaveBeenCalledWith({ numPages: 2 });
  });

  it('shows its error text when the document cannot be opened', async () => {
    getDocument.mockReturnValue({
      promise: Promise.reject(new Error('bad')),
      destroy: () => Promise.resolve(),
    });
    const onError = vi.fn();
    const { PdfViewer } = await import('../pdf-viewer');
    render(<PdfViewer source={{ url: '/broken.pdf' }} onError={onError} />);
    expect(await screen.findByText('PDF 文件無法顯示，請稍後再試。')).toBeTruthy();
    expect(onError).toHaveBeenCalled();
  });

  it('opens every document on one worker, kept when a viewer goes and replaced once destroyed', async () => {
    getDocument.mockImplementation(() => ({
      promise: Promise.resolve({ numPages: 0, getPage: vi.fn() }),
      destroy: () => Promise.resolve(),
    }));
    getDocument.mockClear();
    const { PdfViewer } = await import('../pdf-viewer');
    const first = render(<PdfViewer source={{ url: '/a.pdf' }} />);
    render(<PdfViewer source={{ url: '/b.pdf' }} />);
    await waitFor(() => expect(getDocument).toHaveBeenCalledTimes(2));
    first.unmount();
    render(<PdfViewer source={{ url: '/c.pdf' }} />);
    await waitFor(() => expect(getDocument).toHaveBeenCalledTimes(3));
    const workerOf = (call: unknown[]) => (call[0] as { worker: PDFWorker }).worker;
    const [shared, ...others] = getDocument.mock.calls.map(workerOf);
    expect(shared).toBeInstanceOf(PDFWorker);
    expect(others.filter((w) => w === shared)).toHaveLength(2);
    shared!.destroyed = true;
    render(<PdfViewer source={{ url: '/d.pdf' }} />);
    await waitFor(() => expect(getDocument).toHaveBeenCalledTimes(4));
    expect(workerOf(getDocument.mock.calls[3]!)).not.toBe(shared);
  });
});
