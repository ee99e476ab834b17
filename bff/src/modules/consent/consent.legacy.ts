import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

/** POST public/ins/cus/cusAgree {urlNum}: the consent document's core path as plain text, or an empty body. */
export function consentLegacy(core: LegacyClient) {
  return {
    async documentPath(ctx: LegacyContext, urlNum: string): Promise<string | null> {
      const { text } = await core.call(ctx, 'POST', '/public/ins/cus/cusAgree', { json: { urlNum } });
      const path = text.trim().replace(/^"|"$/g, '');
      return path === '' ? null : path;
    },
  };
}

export type ConsentLegacy = ReturnType<typeof consentLegacy>;
