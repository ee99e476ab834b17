import type { components } from '@agent-portal/contracts/generated/bff';
import { riskAnswersOf } from '@agent-portal/contracts/rules';
import { api, apiClient, unwrap } from '@/lib/api-client';

export type AmlData = components['schemas']['AmlData'];
export type RiskForm = components['schemas']['RiskForm'];
export type EddForm = components['schemas']['EddForm'];
export type RiskSaveResult = components['schemas']['RiskSaveResult'];
export type AmlSaveResult = components['schemas']['AmlSaveResult'];
export type AmlFinishResult = components['schemas']['AmlFinishResult'];

/** An autosave's refusal shows on the step's indicator, never as an alert (issue 22 item 5). */
const silent = api({ errors: 'silent' });
const clientOf = (autosave: boolean | undefined) => (autosave ? silent : apiClient);

/** The AML step's calls (BFF /api/proposals/{transCode}/aml…); refusals are alerted by the client. */
export function getAml(transCode: string): Promise<AmlData> {
  return unwrap(apiClient.GET('/api/proposals/{transCode}/aml', { params: { path: { transCode } } }));
}

/**
 * Sends the agent's answers only: the occupation, riskJobYn and nameCheckYn are the BFF's (refused in a body).
 * `autosave`: a temporary save of the step's autosave, its refusal not alerted.
 */
export function postAmlRisk(
  transCode: string,
  values: RiskForm,
  temporary: boolean,
  opts: { autosave?: boolean } = {},
): Promise<RiskSaveResult> {
  return unwrap(
    clientOf(opts.autosave).POST('/api/proposals/{transCode}/aml/risk', {
      params: { path: { transCode } },
      body: { temporary, values: riskAnswersOf(values) },
    }),
  );
}

export function postAmlEdd(
  transCode: string,
  values: EddForm,
  temporary: boolean,
  opts: { autosave?: boolean } = {},
): Promise<AmlSaveResult> {
  return unwrap(
    clientOf(opts.autosave).POST('/api/proposals/{transCode}/aml/edd', {
      params: { path: { transCode } },
      body: { temporary, values },
    }),
  );
}

export function postAmlFinish(transCode: string, moneyLaundMode: boolean): Promise<AmlFinishResult> {
  return unwrap(
    apiClient.POST('/api/proposals/{transCode}/aml/finish', {
      params: { path: { transCode } },
      body: { moneyLaundMode },
    }),
  );
}
