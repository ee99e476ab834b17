/**
 * The name/AML check (checkCusName, spec 3 §7, §8), built once for the customer steps and the AML issue.
 *
 * - `checkCustomerNames({ transCode, compCode, customers: [{ idn, cusType }] })` → the BFF's answer
 *   `{ status S|M|E, message, amlResult, secAmlResult }`.
 * - `useNameCheck()` → `run(request)`: E alerts the message and answers `{ proceed: false }`; M alerts the message,
 *   then `{ proceed: true }`; otherwise `{ proceed: true }` at once. The answer is returned too (amlResult for the
 *   record, cusTypeOCheck / cusTypeICheck Y on proceed).
 */
import { useCallback } from 'react';
import { App } from 'antd';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type NameCheckRequest = components['schemas']['NameCheckRequest'];
export type NameCheckAnswer = components['schemas']['NameCheckAnswer'];

export function checkCustomerNames(request: NameCheckRequest): Promise<NameCheckAnswer> {
  return unwrap(apiClient.POST('/api/customer-data/name-check', { body: request }));
}

export function useNameCheck() {
  const { modal } = App.useApp();
  return useCallback(
    async (request: NameCheckRequest): Promise<{ proceed: boolean; answer: NameCheckAnswer }> => {
      const answer = await checkCustomerNames(request);
      if (answer.status === 'S') return { proceed: true, answer };
      await new Promise<void>((resolve) => {
        modal[answer.status === 'E' ? 'error' : 'warning']({
          content: answer.message,
          okText: '確定',
          onOk: () => resolve(),
          onCancel: () => resolve(),
        });
      });
      return { proceed: answer.status !== 'E', answer };
    },
    [modal],
  );
}
