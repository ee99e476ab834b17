import type { Request, Response } from 'express';
import type Redis from 'ioredis';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import { legacyContext } from '../../legacy/context';
import type { FormRow, FormsLegacy } from './forms.legacy';

const CACHE_KEY = 'ap:cache:forms';

/** 表單下載: the list, and the file name of one form for the download's Content-Disposition. */
export function formsService(legacy: FormsLegacy, redis: Redis | null, ttlSeconds: number) {
  /** The whole list, shared by all users and cached briefly: the download looks its file name up here. */
  async function all(req: Request, res: Response): Promise<FormRow[]> {
    const hit = redis ? await redis.get(CACHE_KEY).catch(() => null) : null;
    if (hit) return JSON.parse(hit) as FormRow[];
    const rows = await legacy.list(legacyContext(req, res));
    if (redis) await redis.set(CACHE_KEY, JSON.stringify(rows), 'EX', ttlSeconds).catch(() => undefined);
    return rows;
  }

  return {
    list(req: Request, res: Response, formType?: string, formName?: string) {
      return legacy.list(legacyContext(req, res), formType, formName);
    },

    async find(req: Request, res: Response, formCode: string): Promise<FormRow> {
      const form = (await all(req, res)).find((f) => f.formCode === formCode);
      if (!form) throw new AppError(404, 'NOT_FOUND', shellMessages.FORM_NOT_FOUND);
      return form;
    },
  };
}

export type FormsService = ReturnType<typeof formsService>;
