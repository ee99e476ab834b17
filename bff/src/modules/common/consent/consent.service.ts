import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import type { Throttle } from '../../../infra/throttle';
import { sessionless } from '../../../legacy/context';
import type { ConsentLegacy } from './consent.legacy';

/** Where the browser opens the consent document: the BFF streams it from the core. */
export const CONSENT_DOCUMENT_PATH = '/api/public/consent/document';

/** The customer's consent landing: public and session-less (no browser session, no legacy session). */
export function consentService(legacy: ConsentLegacy, throttle: Throttle, limits: { ipAttempts: number }) {
  return {
    async documentUrl(ctx: RequestContext, pram: string): Promise<Schema<'ConsentUrl'>> {
      await throttle.hit(`consent:ip:${ctx.clientIp}`, limits.ipAttempts);
      const path = await legacy.documentPath(sessionless(ctx), pram);
      const urlNum = path ? new URL(path, 'http://core').searchParams.get('urlNum') : null;
      if (!urlNum) throw new AppError(404, 'NOT_FOUND', shellMessages.CONSENT_NOT_FOUND);
      return { url: `${CONSENT_DOCUMENT_PATH}?urlNum=${encodeURIComponent(urlNum)}` };
    },
  };
}

export type ConsentService = ReturnType<typeof consentService>;
