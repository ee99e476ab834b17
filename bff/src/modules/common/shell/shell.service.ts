import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { BffBody } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import type { SharedCache } from '../../../infra/shared-cache';
import type { Throttle } from '../../../infra/throttle';
import { sessionless } from '../../../legacy/context';
import { XSRF_COOKIE } from '../../../legacy/cookies';
import { isPublicAccessLogEvent } from './access-log-events';
import { isProposalProgram, PROPOSAL_SYS_TYPE } from './proposal-access-log';
import type { AccessLogEntry, ShellLegacy } from './shell.legacy';

/**
 * sysType of the portal's own access-log entries (the legacy front end's value is not in the spec); the proposal
 * functions' entries say F (spec 2 §7): the BFF sets it for every Proposal… program, whatever the caller sent.
 */
export const ACCESS_LOG_SYS_TYPE = 'AGENT_PORTAL';
/** An access-log write gives up after this long: it must never hold anything up. */
export const ACCESS_LOG_TIMEOUT_MS = 5000;

export type AccessLogInput = BffBody<'post', '/api/access-log'>;

export function shellService(
  legacy: ShellLegacy,
  cache: SharedCache,
  throttle: Throttle,
  limits: { accessLogPerWindow: number },
) {
  return {
    /** Phones and tablets are blocked unless the switch says N (spec 1 §1); shared by all, cached briefly. */
    async phoneSwitch(ctx: RequestContext): Promise<{ blockMobile: boolean }> {
      const value = await cache.get(
        ctx,
        'phone-switch',
        async () => (await legacy.phoneSwitch(sessionless(ctx))) ?? 'Y',
      );
      return { blockMobile: value !== 'N' };
    },

    /** Menu item FM1: the training site's single-sign-on address. Any failure shows 網址取得失敗. */
    async lmsUrl(ctx: RequestContext): Promise<{ url: string }> {
      let url: string | undefined;
      try {
        url = await legacy.lmsUrl(ctx.legacy());
      } catch (err) {
        if (err instanceof AppError && err.status === 401) throw err; // the session is gone: back to login
        ctx.log.warn({ err, reqId: ctx.requestId }, 'lms url failed');
      }
      if (!url || !/^https?:\/\//.test(url))
        throw new AppError(502, 'LEGACY_ERROR', shellMessages.URL_FETCH_FAILED);
      return { url };
    },

    /**
     * Checks and prepares one user action for the core's access log: a logged-in user's, or an anonymous caller's
     * public event (login page); anything else is 401. Returns the write, which the router runs once the caller
     * has been answered; a failed write is only logged.
     */
    async accessLog(ctx: RequestContext, input: AccessLogInput): Promise<() => Promise<void>> {
      const auth = ctx.session.get('auth');
      const loggedIn = auth?.stage === 'done';
      if (!loggedIn && !isPublicAccessLogEvent(input.progClassName, input.methodName)) {
        throw new AppError(401, 'UNAUTHORIZED');
      }
      await throttle.hit(`access-log:${loggedIn ? auth.userCode : ctx.clientIp}`, limits.accessLogPerWindow);
      // Without a legacy session (e.g. on the login page) the write goes out session-less.
      const jar = ctx.session.get('legacy');
      const call = jar?.cookies[XSRF_COOKIE] ? ctx.legacy() : sessionless(ctx);
      const entry: AccessLogEntry = {
        progClassName: input.progClassName,
        methodName: input.methodName,
        actionMsg: input.actionMsg,
        transCode: input.transCode ?? '',
        stepCode: input.stepCode ?? '',
        woCode: input.woCode ?? '',
        sysType: isProposalProgram(input.progClassName)
          ? PROPOSAL_SYS_TYPE
          : (input.sysType ?? ACCESS_LOG_SYS_TYPE),
        userCode: loggedIn ? auth.userCode : '',
      };
      return async () => {
        try {
          await legacy.accessLog(call, entry, ACCESS_LOG_TIMEOUT_MS);
        } catch (err) {
          ctx.log.warn(
            { err, reqId: ctx.requestId, progClassName: entry.progClassName },
            'access log failed',
          );
        }
      };
    },
  };
}

export type ShellService = ReturnType<typeof shellService>;
