import type { components } from '@agent-portal/contracts/generated/bff';
import { api, apiClient, unwrap } from '@/lib/api-client';
import type { StepContext } from '../../registry/types';

export type CustomerStepName = 'policyholder' | 'insured' | 'legal-agent';
export type CustomerDrafts = components['schemas']['CustomerDrafts'];
export type CustomerStepContext = components['schemas']['CustomerStepContext'];
export type SaveMode = 'temporary' | 'auto' | 'final';
type Values = Record<string, unknown>;

/** Autosave shows its own indicator; a final or temporary save shows its refusal inline on the step. */
const silent = api({ errors: 'silent' });
const inline = api({ errors: 'inline' });

/**
 * The revision each step's draft was read at or last saved as, per case: this browser tab's concurrency token
 * (issue 10: a save from another tab since is refused), so it lives as long as the tab, not a component.
 */
const revisions = new Map<string, number>();
const revKey = (transCode: string, step: CustomerStepName) => `${transCode}:${step}`;

export async function getDrafts(transCode: string): Promise<CustomerDrafts> {
  const drafts = await unwrap(
    apiClient.GET('/api/customer-steps/{transCode}', { params: { path: { transCode } } }),
  );
  for (const [step, rev] of Object.entries(drafts.revisions)) {
    revisions.set(revKey(transCode, step as CustomerStepName), rev);
  }
  return drafts;
}

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

/** Saves a step's draft from the revision this tab holds; 409 DRAFT_CONFLICT when another tab saved since. */
export async function saveDraft(
  ctx: StepContext & { transCode: string },
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
        revision: revisions.get(key) ?? 0,
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

export const consentOf = (cusName: string, mobile: string) =>
  unwrap(apiClient.POST('/api/customer-steps/consent', { body: { cusName, mobile } }));

export const sendConsentSms = (transCode: string, cusName: string, mobile: string) =>
  unwrap(inline.POST('/api/customer-steps/sms', { body: { transCode, cusName, mobile } }));

export const shareAgentOf = (pirCode: string) =>
  unwrap(inline.GET('/api/customer-steps/share-agent', { params: { query: { pirCode } } }));
