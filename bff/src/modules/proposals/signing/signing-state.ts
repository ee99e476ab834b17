import type { Schema } from '../../../http/bff-types';
import type { LegacyPreviewList } from './signing.legacy';

export type SignBlock = Schema<'SignBlock'>;
export type SigningState = Schema<'SigningState'>;

const PNG_DATA_URL = 'data:image/png;base64,';

/** The core's signing data (polrecS02, polsS01, signS01, signRelaData) as the portal's signers and blocks. */
export function signingStateOf(transCode: string, list: LegacyPreviewList): SigningState {
  const blocks: SignBlock[] = list.signRelaData.flatMap((column) =>
    column.layouts.map((l) => {
      const image = list.polsS01[l.recCode];
      return {
        recCode: l.recCode,
        signCode: column.signCode,
        cusCode: l.singRefCusCode,
        docCode: l.docCode,
        docFid: l.docFid,
        docName: l.docName,
        label: l.srcColName,
        agree: l.queFlag === 'Y',
        page: l.layoutItem.belongPageNum,
        x: l.layoutItem.x,
        y: l.layoutItem.y,
        width: l.layoutItem.width,
        height: l.layoutItem.height,
        image: image ? PNG_DATA_URL + image : null,
      };
    }),
  );
  const signers = list.signS01.map((s) => {
    const mine = blocks.filter((b) => b.cusCode === s.cusCode);
    const documents = list.polrecS02
      .filter((d) => d.cusCode === s.cusCode)
      .map((d) => {
        const onDoc = mine.filter((b) => b.docFid === d.docFid);
        return {
          docCode: d.docCode,
          docFid: d.docFid,
          docName: onDoc[0]?.docName ?? d.docCode,
          total: onDoc.length,
          signed: onDoc.filter((b) => b.image).length,
        };
      });
    return {
      signCode: s.signCode,
      label: s.colname,
      name: s.signName,
      cusCode: s.cusCode,
      signDt: s.signDt ?? null,
      total: mine.length,
      signed: mine.filter((b) => b.image).length,
      documents,
    };
  });
  const remaining = blocks.filter((b) => !b.image).length;
  return { transCode, complete: remaining === 0, total: blocks.length, remaining, signers, blocks };
}

/** The PNG bytes of a data URL, or null when it is not a PNG. */
export function pngOf(dataUrl: string): Buffer | null {
  if (!dataUrl.startsWith(PNG_DATA_URL)) return null;
  const bytes = Buffer.from(dataUrl.slice(PNG_DATA_URL.length), 'base64');
  const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes.length > magic.length && bytes.subarray(0, 8).equals(magic) ? bytes : null;
}
