import { deflateSync } from 'node:zlib';
import { renderPdf } from '../lib/pdf';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A small grey card as a PNG (the sample content of a seeded image file). */
export function samplePng(width = 240, height = 150): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows[y * (width + 1) + 1 + x] = (x + y) % 40 < 20 ? 200 : 230;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sample content of a seeded file (the fixtures list names only): a PDF for .pdf, else a PNG. */
export async function sampleContent(fileName: string): Promise<string> {
  if (!/\.pdf$/i.test(fileName)) return samplePng().toString('base64');
  const pdf = await renderPdf({
    title: fileName,
    titleEn: 'uploaded document (sample)',
    code: 'SAMPLE',
    fields: ['content'],
    footer: 'agent-portal mock core',
  });
  return Buffer.from(pdf).toString('base64');
}
