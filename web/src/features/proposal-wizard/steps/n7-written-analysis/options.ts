import { useMemo } from 'react';
import { useCodes, useCompanies } from '@/api/common';
import type { RadioChoice } from '@/components/form/form-radio-group';

/** The code lists of the analysis (spec 3 §3), as choices. */
export function useAnalysisOptions() {
  const { data: codes } = useCodes();
  const { data: companies } = useCompanies();
  return useMemo(() => {
    const list = (codeType: string): RadioChoice[] =>
      (codes ?? [])
        .filter((c) => c.codeType === codeType)
        .map((c) => ({ value: c.codeValue, label: c.codeName }));
    return {
      purposes: list('PUR_CODE'),
      insTypes: list('INS_TYPE_CODE'),
      yesNo: list('SEL_YN'),
      oldAge: list('OLD_AGE_YN'),
      currencies: list('CUR_CODE'),
      modes: list('MODE'),
      retireYears: list('RETIRE_YEAR'),
      feeSources: list('FEE_SOURCE'),
      checks: list('SEL_CHK'),
      reasons: list('INS_REASON_CODE'),
      insurers: (companies ?? []).map((c) => ({ value: c.compCode, label: c.compName })),
    };
  }, [codes, companies]);
}
