import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import type { AddressParts, AddressType } from '@agent-portal/contracts/rules';
import { api, apiClient, unwrap } from '@/lib/api-client';
import type { CustomerStepCode } from '../../hooks/use-customer-step-where';

export type AddressCheckAnswer = components['schemas']['AddressCheckAnswer'];

/** Road names of a district (spec 3 §7 road names); none until both are chosen. */
export function useRoads(cityName: string | undefined, areaName: string | undefined) {
  const key = cityName && areaName ? ['/api/common/roads', cityName, areaName] : null;
  return useSWR(
    key,
    () =>
      unwrap(
        apiClient.GET('/api/common/roads', {
          params: { query: { cityName: cityName!, areaName: areaName! } },
        }),
      ),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/**
 * Checks and normalises an address (spec 3 §8). A refusal of the dialog's rules (400) comes back as an ApiError
 * with every message in `details`: the dialog shows it itself (errors: inline).
 */
export function checkAddress(
  type: AddressType,
  parts: AddressParts,
  scope: { transCode?: string; compCode?: string; stepCode?: CustomerStepCode } = {},
): Promise<AddressCheckAnswer> {
  const clean = Object.fromEntries(
    Object.entries(parts).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as AddressParts;
  return unwrap(
    api({ errors: 'inline' }).POST('/api/customer-data/address-check', {
      body: {
        type,
        parts: clean,
        ...(scope.transCode ? { transCode: scope.transCode } : {}),
        ...(scope.compCode ? { compCode: scope.compCode } : {}),
        ...(scope.stepCode ? { stepCode: scope.stepCode } : {}),
      },
    }),
  );
}
