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

/** A TrueType font holding exactly the characters of `texts`, cut with HarfBuzz's subsetter (wasm, `subset-font`). */
export function cjkSubset(texts: string[]): Promise<Buffer> {
  source ??= readFileSync(sourcePath());
  return subsetFont(source, [...new Set(texts.join(''))].join(''), { targetFormat: 'truetype' });
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
