import { attachmentMessages as am } from '../../messages/attachments';
import { uploadNameProblem, uploadNameRefusal } from '../upload-name';

describe('uploadNameProblem', () => {
  it.each([
    ['a/b.jpg', 'separator'],
    ['..\\..\\etc.jpg', 'separator'],
    ['../x.jpg', 'separator'],
    ['..pdf', 'dotSegment'],
    ['a..b.pdf', 'dotSegment'],
    ['a\r\nSet-Cookie: x.jpg', 'control'],
    ['a\u0000.jpg', 'control'],
    ['a\u0007.jpg', 'control'],
    ['a\u007f.jpg', 'control'],
    ['a\u0085.jpg', 'control'],
    ['a\u2028.jpg', 'control'],
    ['圖片\u202egpj.exe.jpg', 'bidi'],
    ['a\u202a.jpg', 'bidi'],
    ['a\u2066.jpg', 'bidi'],
    ['a\u2069.jpg', 'bidi'],
    ['a\u200e.jpg', 'bidi'],
    ['a\u200f.jpg', 'bidi'],
    ['a\u061c.jpg', 'bidi'],
    ['<img src=x onerror=alert(1)>.jpg', 'markup'],
    ['a>.png', 'markup'],
    [`${'名'.repeat(37)}.jpg`, 'length'],
  ])('refuses %j (%s)', (name, problem) => {
    expect(uploadNameProblem(name)).toBe(problem);
  });

  it.each([
    '王大明 身分證.jpg',
    'scan-2026_11.PDF',
    'a.b.c.png',
    '(1) 附件＆說明.jpg',
    `${'名'.repeat(36)}.jpg`,
  ])('accepts the ordinary name %j', (name) => {
    expect(uploadNameProblem(name)).toBeNull();
    expect(uploadNameRefusal(name)).toBeNull();
  });

  it('says why in the catalogue text', () => {
    expect(uploadNameRefusal('../x.jpg')).toBe(am.NAME_UNSAFE.separator);
    expect(uploadNameRefusal('a\nb.jpg')).toBe(am.NAME_UNSAFE.control);
    expect(uploadNameRefusal('a\u202eb.jpg')).toBe(am.NAME_UNSAFE.bidi);
    expect(uploadNameRefusal('a<b.jpg')).toBe(am.NAME_UNSAFE.markup);
    expect(uploadNameRefusal('a..jpg')).toBe(am.NAME_UNSAFE.dotSegment);
    expect(uploadNameRefusal(`${'a'.repeat(37)}.jpg`)).toBe(am.NAME_LENGTH);
  });
});
