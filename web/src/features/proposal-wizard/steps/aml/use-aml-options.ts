import { useMemo } from 'react';
import { useCodes, useJobs } from '@/api/common';

export interface Choice {
  value: string;
  label: string;
}

/** The AML forms' code tables (spec 2 §9) and the occupations, as choices. */
export function useAmlOptions() {
  const { data: codes } = useCodes();
  const { data: jobs, isLoading: jobsLoading } = useJobs();
  return useMemo(() => {
    const table = (codeType: string): Choice[] =>
      (codes ?? [])
        .filter((c) => c.codeType === codeType)
        .map((c) => ({ value: c.codeValue, label: c.codeName }));
    return {
      idnType: table('IDN_TYPE'),
      insureSource: table('INSURE_SOURCE'),
      premSource: table('PREM_SOURCE'),
      cancelTime: table('CANCEL_TIME'),
      payerCode: table('PAYER_CODE'),
      visitCode: table('VISIT_CODE'),
      incomeSource: table('INCOME_SOURCE'),
      payMode: table('PAY_MODE'),
      jobs: (jobs ?? []).map((j) => ({ value: j.careerCode, label: j.showName })),
      jobsLoading,
    };
  }, [codes, jobs, jobsLoading]);
}

export type AmlOptions = ReturnType<typeof useAmlOptions>;

export const YES_NO: Choice[] = [
  { value: 'Y', label: '是' },
  { value: 'N', label: '否' },
];
