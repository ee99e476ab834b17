import { existsSync, readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Debian's fonts-noto-cjk ships only .ttc collections, which pdf-lib cannot embed by itself: the fontkit handed to
 * pdf-lib here picks the Traditional Chinese face out of the collection (parsed once), and the font is embedded as a
 * subset (≈50 KB a document). Undefined when the collection is not installed.
 */
const COLLECTION = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const FACE = 'NotoSansCJKtc-Regular';

type Face = ReturnType<typeof fontkit.create>;
let face: Face | null | undefined;

function traditionalChineseFace(): Face | null {
  if (face === undefined) {
    try {
      face = existsSync(COLLECTION) ? fontkit.create(readFileSync(COLLECTION), FACE) : null;
    } catch {
      face = null;
    }
  }
  return face;
}

export const hasCjkCollection = () => traditionalChineseFace() !== null;

/** Embeds the collection's Traditional Chinese face into `doc`, or returns undefined. */
export async function embedCjkFromCollection(doc: PDFDocument): Promise<PDFFont | undefined> {
  const tc = traditionalChineseFace();
  if (!tc) return undefined;
  doc.registerFontkit({ create: () => tc } as unknown as typeof fontkit);
  // pdf-lib hands these bytes to the fontkit above, which ignores them.
  return doc.embedFont(new Uint8Array([0]), { subset: true });
}
