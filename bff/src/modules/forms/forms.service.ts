import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import type { Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import type { SharedCache } from '../../infra/shared-cache';
import type { FormsLegacy } from './forms.legacy';

/** 表單下載: the list, and the file name of one form for the download's Content-Disposition. */
export function formsService(legacy: FormsLegacy, cache: SharedCache) {
  return {
    list(ctx: RequestContext, formType?: string, formName?: string): Promise<Schema<'FormRow'>[]> {
      return legacy.list(ctx.legacy(), formType, formName);
    },

    /** Looked up in the whole list, shared by all users and cached briefly. */
    async find(ctx: RequestContext, formCode: string): Promise<Schema<'FormRow'>> {
      const all = await cache.get(ctx, 'forms', () => legacy.list(ctx.legacy()));
      const form = all.find((f) => f.formCode === formCode);
      if (!form) throw new AppError(404, 'NOT_FOUND', shellMessages.FORM_NOT_FOUND);
      return form;
    },
  };
}

export type FormsService = ReturnType<typeof formsService>;
