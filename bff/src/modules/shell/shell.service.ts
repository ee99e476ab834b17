import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import type { Throttle } from '../../common/throttle';
import { legacyContext } from '../../legacy/context';
import { XSRF_COOKIE } from '../../legacy/cookies';
import type { AccessLogEntry, ShellLegacy } from './shell.legacy';

/** sysType of every access-log entry the portal writes (the legacy front end's value is not in the spec). */
export const ACCESS_LOG_SYS_TYPE = 'AGENT_PORTAL';
/** An access-log write gives up after this long: it must never hold anything up. */
export const ACCESS_LOG_TIMEOUT_MS = 5000;

const PHONE_SWITCH_KEY = 'ap:cache:phone-switch';

export type AccessLogInput = Omit<
  AccessLogEntry,
  'sysType' | 'userCode' | 'transCode' | 'stepCode' | 'woCode'
> &
  Partial<Pick<AccessLogEntry, 'transCode' | 'stepCode' | 'woCode'>>;

export function shellService(
  legacy: ShellLegacy,
  redis: Redis | null,
  throttle: Throttle,
  opts: { cacheTtlSeconds: number; accessLogPerWindow: number },
) {
  return {
    /** Phones and tablets are blocked unless the switch says N (spec 1 §1); shared by all, cached briefly. */
    async phoneSwitch(req: Request, res: Response) {
      const hit = redis ? await redis.get(PHONE_SWITCH_KEY).catch(() => null) : null;
      const value = hit ?? (await legacy.phoneSwitch(legacyContext(req, res, { stateless: true }))) ?? 'Y';
      if (!hit && redis)
        await redis.set(PHONE_SWITCH_KEY, value, 'EX', opts.cacheTtlSeconds).catch(() => undefined);
      return { blockMobile: value !== 'N' };
    },

    /** Menu item FM1: the training site's single-sign-on address. Any failure shows 網址取得失敗. */
    async lmsUrl(req: Request, res: Response) {
      let url: string | undefined;
      try {
        url = await legacy.lmsUrl(legacyContext(req, res));
      } catch (err) {
        if (err instanceof AppError && err.status === 401) throw err; // the session is gone: back to login
        req.log.warn({ err }, 'lms url failed');
      }
      if (!url || !/^https?:\/\//.test(url))
        throw new AppError(502, 'LEGACY_ERROR', shellMessages.URL_FETCH_FAILED);
      return { url };
    },

    /**
     * Records one user action. The caller is answered at once; the write runs afterwards and a failure is only
     * logged. Without a legacy session (e.g. on the login page) the write goes out stateless.
     */
    async accessLog(req: Request, res: Response, input: AccessLogInput) {
      await throttle.hit(`access-log:${req.session.auth?.userCode || req.ip}`, opts.accessLogPerWindow);
      const hasLegacySession = Boolean(req.session.legacy?.cookies?.[XSRF_COOKIE]);
      const ctx = legacyContext(req, res, { stateless: !hasLegacySession });
      if (!hasLegacySession) ctx.state.cookies[XSRF_COOKIE] = randomBytes(16).toString('hex');
      const entry: AccessLogEntry = {
        transCode: '',
        stepCode: '',
        woCode: '',
        ...input,
        sysType: ACCESS_LOG_SYS_TYPE,
        userCode: req.session.auth?.stage === 'done' ? req.session.auth.userCode : '',
      };
      const log = req.log;
      res.on('finish', () => {
        legacy
          .accessLog(ctx, entry, ACCESS_LOG_TIMEOUT_MS)
          .catch((err: unknown) =>
            log.warn({ err, progClassName: entry.progClassName }, 'access log failed'),
          );
      });
    },
  };
}

export type ShellService = ReturnType<typeof shellService>;
