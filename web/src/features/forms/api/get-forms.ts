import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type FormRow = components['schemas']['FormRow'];

/** 表單下載: forms of a category (empty: all) whose name contains `formName`. */
export function getForms(formType: string, formName: string): Promise<FormRow[]> {
  const query = { ...(formType ? { formType } : {}), ...(formName ? { formName } : {}) };
  return unwrap(apiClient.GET('/api/forms', { params: { query } }));
}
