import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import type { FormSearchForm } from '@agent-portal/contracts/validation';
import { apiClient, unwrap } from '@/lib/api-client';

export type FormRow = components['schemas']['FormRow'];

/** 表單下載: forms of a category (empty: all) whose name contains `formName`. */
export function getForms(formType: string, formName: string): Promise<FormRow[]> {
  const query = { ...(formType ? { formType } : {}), ...(formName ? { formName } : {}) };
  return unwrap(apiClient.GET('/api/forms', { params: { query } }));
}

/** The forms of the criteria searched (all of them when the page opens); the rows stay while another loads. */
export function useForms(criteria: FormSearchForm) {
  return useSWR(
    ['/api/forms', criteria.formType, criteria.formName] as const,
    ([, formType, formName]) => getForms(formType, formName),
    { keepPreviousData: true },
  );
}
