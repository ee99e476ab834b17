import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../file-name';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 filename*', () => {
    const header = `attachment; filename="F0101.pdf"; filename*=UTF-8''${encodeURIComponent('F0101_要保書填寫說明.pdf')}`;
    expect(fileNameFromDisposition(header, 'x.pdf')).toBe('F0101_要保書填寫說明.pdf');
  });

  it('falls back to the plain filename, then to the given name', () => {
    expect(fileNameFromDisposition('attachment; filename="a.pdf"', 'x.pdf')).toBe('a.pdf');
    expect(fileNameFromDisposition('attachment; filename=b.pdf', 'x.pdf')).toBe('b.pdf');
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4", 'x.pdf')).toBe('x.pdf');
  });
});
