import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { api, apiClient, unwrap } from '@/lib/api-client';
import type { StepContext } from '../../registry/types';
import type { useCustomerStepWhere } from '../../hooks/use-customer-step-where';

export type CustomerStepName = 'policyholder' | 'insured' | 'legal-agent';
export type CustomerDrafts = components['schemas']['CustomerDrafts'];
export type CustomerStepContext = components['schemas']['CustomerStepContext'];
export type SaveMode = 'temporary' | 'auto' | 'final';
type Values = Record<string, unknown>;

/** Autosave shows its own indicator; a final or temporary save shows its refusal inline on the step. */
const silent = api({ errors: 'silent' });
const inline = api({ errors: 'inline' });

/**
 * The revision of each step's draft this browser tab holds, per case: its concurrency token (issue 10; issue 22
 * item 6). It changes only with the step's own load (the one that fills its form, `loadStepDrafts`) and with this
 * tab's own successful saves; a read for another purpose (`getDrafts`: n2's copy of the policyholder, a schema's
 * context, a completeness check) never touches it, so a save after another tab's is refused, never silent.
 */
const revisions = new Map<string, number>();
const revKey = (transCode: string, step: CustomerStepName) => `${transCode}:${step}`;

/** The case's customer data, read for any purpose but filling a step's form: the revisions held stay as they are. */
export const getDrafts = (transCode: string): Promise<CustomerDrafts> =>
  unwrap(apiClient.GET('/api/customer-steps/{transCode}', { params: { path: { transCode } } }));

/** The drafts as a step's form is filled from them: the tab now holds that step's revision (and no other's). */
export async function loadStepDrafts(transCode: string, step: CustomerStepName): Promise<CustomerDrafts> {
  const drafts = await getDrafts(transCode);
  revisions.set(revKey(transCode, step), drafts.revisions[step]);
  return drafts;
}

/** The revision this tab holds for a step (0: none read or saved yet). */
export const heldRevision = (transCode: string, step: CustomerStepName): number =>
  revisions.get(revKey(transCode, step)) ?? 0;

/** The schemas' context (the agent, the parameters): read as each customer step opens, never kept over the page. */
export const getCustomerContext = (): Promise<CustomerStepContext> =>
  unwrap(apiClient.GET('/api/customer-steps/context'));

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
function asStrings(values: Values): Record<string, string | Record<string, string>> {
  const out: Record<string, string | Record<string, string>> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v && typeof v === 'object' && !Array.isArray(v))
      out[k] = asStrings(v as Values) as Record<string, string>;
    else out[k] = text(v);
  }
  return out;
}

/**
 * Saves a step's draft from the revision this tab holds; 409 DRAFT_CONFLICT (with both revisions) when another tab
 * saved since. `overwrite`: the newer revision the agent chose to overwrite knowingly.
 */
export async function saveDraft(
  ctx: StepContext & { transCode: string; overwrite?: number },
  step: CustomerStepName,
  values: Values,
  mode: SaveMode,
): Promise<void> {
  const key = revKey(ctx.transCode, step);
  const client = mode === 'auto' ? silent : inline;
  const saved = await unwrap(
    client.POST('/api/customer-steps/{transCode}/drafts/{step}', {
      params: { path: { transCode: ctx.transCode, step } },
      body: {
        mode,
        revision: ctx.overwrite ?? revisions.get(key) ?? 0,
        polInsureType: ctx.polInsureType,
        compCode: ctx.compCode,
        stepCode: ctx.stepCode,
        values: asStrings(values),
      },
    }),
  );
  revisions.set(key, saved.revision);
}

export const agentService = (transCode: string) =>
  unwrap(
    apiClient.POST('/api/customer-steps/{transCode}/agent-service', { params: { path: { transCode } } }),
  );

/** The case and customer step an action is taken on (its access-log entry, spec 3 §7). */
type Where = ReturnType<typeof useCustomerStepWhere>;

/**
 * The customer's consent as the core holds it, read when the step shows a name and a mobile (issue 41: after a
 * reload the form no longer holds what 查詢同意狀態 found). Its failure shows nothing: 查詢同意狀態 asks again.
 * Like every consent query it names the case and step it is made on (their access-log entry, spec 3 §7).
 */
export function useConsentState(cusName: string, mobile: string | null, where: Where) {
  const { transCode, stepCode } = where;
  return useSWR(
    mobile ? ['/api/customer-steps/consent', cusName, mobile, transCode, stepCode] : null,
    ([, name, phone]) =>
      unwrap(
        silent.POST('/api/customer-steps/consent', { body: { cusName: name, mobile: phone, ...where } }),
      ),
  );
}

export const consentOf = (cusName: string, mobile: string, where: Where = {}) =>
  unwrap(apiClient.POST('/api/customer-steps/consent', { body: { cusName, mobile, ...where } }));

export const sendConsentSms = (transCode: string, cusName: string, mobile: string, where: Where = {}) =>
  unwrap(inline.POST('/api/customer-steps/sms', { body: { ...where, transCode, cusName, mobile } }));

export const shareAgentOf = (pirCode: string, where: Where = {}) =>
  unwrap(inline.GET('/api/customer-steps/share-agent', { params: { query: { pirCode, ...where } } }));
