import { describe, expect, it } from 'vitest';
import { attachmentMessages as am } from '@agent-portal/contracts/messages';
import { uploadRefusal } from '../upload-refusal';

const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, head: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name);
};
const slot = { taken: 0, limit: 5 };

describe('uploadRefusal (n4/n5 pick checks)', () => {
  it('accepts a JPG, PNG at the exact limits (5,242,880 bytes, 40 characters)', async () => {
    expect(await uploadRefusal(file(`${'a'.repeat(36)}.jpg`, JPG, 5_242_880), 'C', slot)).toBeNull();
    expect(await uploadRefusal(file('b.png', PNG), 'AG', slot)).toBeNull();
  });

  it('refuses in the spec order: type, size, name, count, then the real bytes', async () => {
    expect(await uploadRefusal(file('a.png', PNG), 'A', slot)).toBe('檔案格式需為JPG，請重新上傳!');
    expect(await uploadRefusal(file('a.gif', JPG), 'C', slot)).toBe('檔案格式需為JPG、PNG或PDF，請重新上傳!');
    expect(await uploadRefusal(file('a.jpg', JPG, 5_242_881), 'C', slot)).toBe(
      '檔案大小需5Mb以下，請重新上傳!',
    );
    expect(await uploadRefusal(file(`${'a'.repeat(37)}.jpg`, JPG), 'C', slot)).toBe(
      '檔案名稱超過40個字，請重新上傳!',
    );
    expect(await uploadRefusal(file('a.jpg', JPG), 'C', { taken: 5, limit: 5 })).toBe(
      '已超過上傳檔案數量限制: 5',
    );
    expect(await uploadRefusal(file('setup.jpg', [0x4d, 0x5a, 0x90, 0]), 'C', slot)).toBe(
      '檔案格式需為JPG、PNG或PDF，請重新上傳!',
    );
  });

  it("refuses an unsafe name with the BFF's own reason (issue 20 item 7)", async () => {
    expect(await uploadRefusal(file('a\\b.jpg', JPG), 'C', slot)).toBe(am.NAME_UNSAFE.separator);
    expect(await uploadRefusal(file('a..jpg', JPG), 'C', slot)).toBe(am.NAME_UNSAFE.dotSegment);
    expect(await uploadRefusal(file('a\nb.jpg', JPG), 'C', slot)).toBe(am.NAME_UNSAFE.control);
    expect(await uploadRefusal(file('a\u202egpj.exe.jpg', JPG), 'C', slot)).toBe(am.NAME_UNSAFE.bidi);
    expect(await uploadRefusal(file('<b>.jpg', JPG), 'C', slot)).toBe(am.NAME_UNSAFE.markup);
  });
});
