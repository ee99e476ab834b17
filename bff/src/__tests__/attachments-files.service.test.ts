import { attachmentMessages as am } from '@agent-portal/contracts/messages';
import type { AttachmentsLegacy } from '../modules/proposals/attachments/attachments.legacy';
import type { CaseGuard } from '../modules/proposals/attachments/case-guard';
import { filesService } from '../modules/proposals/attachments/files.service';
import { UploadReservations } from '../infra/upload-reservations';
import { serviceContext } from './support/service-context';

const contentOf = (fileCntBase64: string) =>
  ({
    // The case's own list names the file (issue 40 item 5: checked before its content is asked for).
    files: (_call: unknown, _transCode: string, group: string) =>
      Promise.resolve(
        group === 'ATTACH'
          ? [{ fileCode: 'F1', fileName: 'a.jpg', fileType: 'C', fileTypeName: '其他文件' }]
          : [],
      ),
    content: () =>
      Promise.resolve({
        fileCode: 'F1',
        fileName: 'a.jpg',
        fileType: 'C',
        fileTypeName: '其他文件',
        fileCntBase64,
      }),
  }) as unknown as AttachmentsLegacy;
const cases = {
  require: jest.fn(),
  find: () => Promise.resolve({ transCode: 'T1', polInsureType: 'M' }),
  roleCode: () => 'R01',
} as unknown as CaseGuard;
const accessLog = { record: jest.fn(() => Promise.resolve()) };
const reservations = new UploadReservations(null);
const limits = () => Promise.resolve({ fileLimit: 10, otherFileLimit: 5 });

describe('filesService.content (the viewer)', () => {
  const { ctx } = serviceContext();

  it('serves a stored JPG by its magic bytes', async () => {
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const file = await filesService(
      contentOf(jpg.toString('base64')),
      cases,
      limits,
      accessLog,
      reservations,
    ).content(ctx, 'T1', 'F1');
    expect(file.mime).toBe('image/jpeg');
    expect(Buffer.compare(file.bytes, jpg)).toBe(0);
    expect(accessLog.record).toHaveBeenCalledWith(ctx, 'viewFile', {
      transCode: 'T1',
      stepCode: 'INS_S5',
      detail: 'F1',
    });
  });

  it.each([
    ['corrupted base64', '/9j/4A*Q=='],
    ['base64 with a broken length', '/9j/4AAQS'],
    ['an executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00').toString('base64')],
    ['nothing', ''],
  ])('refuses %s with 502 CORE_CONTENT_REFUSED', async (_what, base64) => {
    await expect(
      filesService(contentOf(base64), cases, limits, accessLog, reservations).content(ctx, 'T1', 'F1'),
    ).rejects.toMatchObject({
      status: 502,
      code: 'CORE_CONTENT_REFUSED',
      message: am.FILE_CONTENT_BROKEN,
    });
  });
});
