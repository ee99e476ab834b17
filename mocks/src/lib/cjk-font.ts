import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';

/**
 * The Traditional Chinese face of the mock's PDFs: Noto Sans TC Regular from the npm package
 * `@expo-google-fonts/noto-sans-tc` (SIL OFL, a TrueType font with glyf outlines), or a TTF/OTF named by
 * MOCK_CJK_FONT. Read once, on the first PDF.
 */
function sourcePath(): string {
  return (
    process.env.MOCK_CJK_FONT ||
    require.resolve('@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf')
  );
}

let source: Buffer | undefined;

/** Faces already cut, by their characters (sorted): the most recently used last, the oldest dropped past the bound. */
const cut = new Map<string, Promise<Buffer>>();
const MAX_FACES = 256;

/**
 * A TrueType font holding exactly the characters of `texts`, cut with HarfBuzz's subsetter (wasm, `subset-font`).
 * Cut once per set of characters: a case's documents keep their text from one signature to the next, and cutting
 * reads the whole 7 MB face (5-15 ms of the mock's one thread each time, more on a busy CPU); a failed cut is
 * forgotten.
 */
export function cjkSubset(texts: string[]): Promise<Buffer> {
  const characters = [...new Set(texts.join(''))].sort().join('');
  const known = cut.get(characters);
  if (known) {
    cut.delete(characters);
    cut.set(characters, known);
    return known;
  }
  source ??= readFileSync(sourcePath());
  const face = subsetFont(source, characters, { targetFormat: 'truetype' });
  cut.set(characters, face);
  face.catch(() => cut.delete(characters));
  for (const [oldest] of cut) {
    if (cut.size <= MAX_FACES) break;
    cut.delete(oldest);
  }
  return face;
}

/**
 * Embeds into `doc` the font of `texts` (some kilobytes). The face is cut before pdf-lib sees it and embedded whole:
 * pdf-lib's own subsetting drops many glyphs of this face (blanks for 簽, 被, 法定…, seen with pdftoppm).
 */
export async function embedCjkFont(doc: PDFDocument, texts: string[]): Promise<PDFFont> {
  const subset = await cjkSubset(texts);
  doc.registerFontkit(fontkit);
  return doc.embedFont(subset, { subset: false });
}
