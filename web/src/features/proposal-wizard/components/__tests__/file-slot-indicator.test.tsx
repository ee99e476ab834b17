import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { stubMatchMedia } from '../../customer-data/__tests__/support';

stubMatchMedia();
// The upload reports 40 % and never ends: the spinner's time, not the upload's, decides when it hides.
vi.mock('../../api/upload-file', () => ({
  uploadFile: vi.fn((_target: unknown, _file: File, progress: (percent: number) => void) => {
    progress(40);
    return new Promise(() => undefined);
  }),
}));
vi.mock('../../utils/upload-refusal', () => ({ uploadRefusal: vi.fn(() => Promise.resolve(null)) }));

const { FileSlot } = await import('../files/file-slot');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FileSlot: spec 2 §4.7, the upload indicator hides after 3 s', () => {
  it('spins for 3 s, then shows only the progress; 上傳 stays unavailable until the upload ends', async () => {
    render(
      <App>
        <FileSlot
          title="其他文件"
          transCode="T1"
          fileType="C"
          stepCode="INS_S5"
          limit={5}
          files={[]}
          readOnly={false}
          onFilesChange={vi.fn()}
          onPendingChange={vi.fn()}
          onView={vi.fn()}
        />
      </App>,
    );
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('其他文件 選擇檔案'), { target: { files: [file] } });
    });
    vi.useFakeTimers();
    const upload = screen.getByRole('button', { name: /上\s?傳/ });
    await act(async () => void fireEvent.click(upload));
    expect(upload.className).toContain('ant-btn-loading');
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_999)));
    expect(upload.className).toContain('ant-btn-loading');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(upload.className).not.toContain('ant-btn-loading');
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('a.jpg 上傳進度')).toBeTruthy();
  });
});
