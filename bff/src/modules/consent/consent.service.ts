import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import type { Throttle } from '../../common/throttle';
import { legacyContext } from '../../legacy/context';
import { XSRF_COOKIE } from '../../legacy/cookies';
import type { ConsentLegacy } from './consent.legacy';

/** Where the browser opens the consent document: the BFF streams it from the core. */
export const CONSENT_DOCUMENT_PATH = '/api/public/consent/document';

/**
 * The customer's consent landing: public and stateless (no browser session, no legacy session). A write without a
 * legacy session is accepted with any matching XSRF cookie/header pair, so a fresh one is made up per call.
 */
export function consentService(legacy: ConsentLegacy, throttle: Throttle, limits: { attempts: number }) {
  return {
    async documentUrl(req: Request, res: Response, pram: string) {
      await throttle.hit(`consent:ip:${req.ip}`, limits.attempts);
      const ctx = legacyContext(req, res, { stateless: true });
      ctx.state.cookies[XSRF_COOKIE] = randomBytes(16).toString('hex');
      const path = await legacy.documentPath(ctx, pram);
      const urlNum = path ? new URL(path, 'http://core').searchParams.get('urlNum') : null;
      if (!urlNum) throw new AppError(404, 'NOT_FOUND', shellMessages.CONSENT_NOT_FOUND);
      return { url: `${CONSENT_DOCUMENT_PATH}?urlNum=${encodeURIComponent(urlNum)}` };
    },
  };
}

export type ConsentService = ReturnType<typeof consentService>;
