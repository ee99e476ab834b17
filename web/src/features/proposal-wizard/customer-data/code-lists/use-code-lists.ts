/**
 * Code lists of the customer-data steps (spec 3 §3) as select options, from the shared data the main layout
 * already loaded (one SWR cache each: /api/common/codes, /countries, /jobs; the BFF caches them in SharedCache).
 *
 * - `useCodeList(codeType)` → `{ options, loading, isOther(value), nameOf(value) }`; an option's `other` is true
 *   for the entry whose description is OTHER (it enables a free-text field).
 * - `useCountries()` → options `{ value: countryCode, label: countryName }`.
 * - `useJobs()` → options `{ value: careerCode, label: showName }` plus `careerName` by code.
 */
import { useMemo } from 'react';
import { useCodes, useCountries as useCountryData, useJobs as useJobData } from '@/api/common';

/** The spec 3 §3 lists (any other codeType the core knows works too). */
export type CustomerCodeType =
  | 'RELATION_OWNER_CODE'
  | 'LEG_REL_OWNER_CODE'
  | 'SEX'
  | 'MARRY_CODE'
  | 'ABORG_CODE'
  | 'PUR_CODE'
  | 'INS_TYPE_CODE'
  | 'SEL_YN'
  | 'COMP_CODE'
  | 'OLD_AGE_YN'
  | 'MODE'
  | 'RETIRE_YEAR'
  | 'FEE_SOURCE'
  | 'CUR_CODE'
  | 'SEL_CHK'
  | 'INS_REASON_CODE';

/** The description that marks the entry enabling a free-text field. */
export const OTHER_DESC = 'OTHER';

export interface CodeOption {
  value: string;
  label: string;
  /** The entry enables a free-text field. */
  other: boolean;
}

export interface CodeList {
  options: CodeOption[];
  loading: boolean;
  isOther: (value: string | null | undefined) => boolean;
  nameOf: (value: string | null | undefined) => string;
}

export function useCodeList(codeType: CustomerCodeType | (string & {})): CodeList {
  const { data, isLoading } = useCodes();
  return useMemo(() => {
    const options = (data ?? [])
      .filter((c) => c.codeType === codeType)
      .map((c) => ({ value: c.codeValue, label: c.codeName, other: c.codeDesc === OTHER_DESC }));
    const find = (value: string | null | undefined) => options.find((o) => o.value === value);
    return {
      options,
      loading: isLoading,
      isOther: (value) => find(value)?.other ?? false,
      nameOf: (value) => find(value)?.label ?? '',
    };
  }, [data, isLoading, codeType]);
}

export function useCountries(): { options: { value: string; label: string }[]; loading: boolean } {
  const { data, isLoading } = useCountryData();
  return useMemo(
    () => ({
      options: (data ?? []).map((c) => ({ value: c.countryCode, label: c.countryName })),
      loading: isLoading,
    }),
    [data, isLoading],
  );
}

export function useJobs(): {
  options: { value: string; label: string }[];
  loading: boolean;
  careerName: (code: string | null | undefined) => string;
} {
  const { data, isLoading } = useJobData();
  return useMemo(() => {
    const jobs = data ?? [];
    return {
      options: jobs.map((j) => ({ value: j.careerCode, label: j.showName ?? j.careerName ?? j.careerCode })),
      loading: isLoading,
      careerName: (code) => jobs.find((j) => j.careerCode === code)?.careerName ?? '',
    };
  }, [data, isLoading]);
}
