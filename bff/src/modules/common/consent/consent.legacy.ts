import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';
import { emptyMeansOk } from '../../../legacy/quirks';

/** The consent document itself, streamed by the proxy (GET /public/ins/cus/agreeDoc). */
export function consentDocumentPath(urlNum: string): string {
  return `/public/ins/cus/agreeDoc?urlNum=${encodeURIComponent(urlNum)}`;
}

/** POST public/ins/cus/cusAgree {urlNum}: the consent document's core path as plain text, or an empty body. */
export function consentLegacy(core: LegacyClient) {
  return {
    async documentPath(ctx: LegacyContext, urlNum: string): Promise<string | null> {
      const { text } = await core.post(ctx, '/public/ins/cus/cusAgree', { json: { urlNum } });
      return emptyMeansOk(text);
    },
  };
}

export type ConsentLegacy = ReturnType<typeof consentLegacy>;
