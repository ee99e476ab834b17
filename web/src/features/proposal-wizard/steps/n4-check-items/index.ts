import { lazy } from 'react';
import { checkItemsSchema } from '@agent-portal/contracts/validation/check-items';
import { ApiError } from '@/lib/api-error';
import { getCheckItems, postCheckItems, type CheckItems } from './check-items-api';
import { defineStep, type StepContext } from '../../registry/types';
import { blankTyped, toBody, toValues, type CheckItemsStepValues } from './values';
import { checkItemsPlacing } from './place';

/** What enter() fetched, handed to the load() that follows (one fetch per opening). */
const prefetched = new Map<string, CheckItems>();

const fetchFor = (ctx: StepContext, transCode: string) =>
  getCheckItems(transCode, { fromSearch: false, isPreview: ctx.isPreview });

/**
 * n4 檢核項目 (spec 2 §2.5, §4.5, §5): opening the tab fetches the check items first; the core's errorMsg is
 * alerted (by the api client) and the agent stays where they are.
 */
export const checkItemsStep = defineStep<CheckItemsStepValues>()({
  ...checkItemsPlacing,
  schema: checkItemsSchema,
  async enter(ctx) {
    if (!ctx.transCode) return true;
    try {
      prefetched.set(ctx.transCode, await fetchFor(ctx, ctx.transCode));
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  },
  async load(ctx) {
    if (!ctx.transCode) return toValues(null);
    const ready = prefetched.get(ctx.transCode);
    prefetched.delete(ctx.transCode);
    try {
      return toValues(ready ?? (await fetchFor(ctx, ctx.transCode)));
    } catch (error) {
      if (error instanceof ApiError) return toValues(null);
      throw error;
    }
  },
  // 暫存 and the autosave are the core's temporary save (executeFrom tempSave: no final validation).
  async save(ctx, values) {
    await postCheckItems(ctx.transCode, toBody(values, ctx.temporary ? 'tempSave' : 'nextStep'), {
      autosave: ctx.autosave,
    });
  },
  autosave: true,
  sideActions: true,
  /** 清除 (spec 2 §2.5): the descriptions and reasons typed; the uploaded files are deleted one by one (asked each). */
  clear: (values) => ({ ...values, ...blankTyped() }),
  Screen: lazy(() => import('./screen')),
});
