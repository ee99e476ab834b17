import { useMemo } from 'react';
import { useCodes } from '@/api/common/get-codes';
import { useCountries } from '@/api/common/get-countries';
import { useJobs } from '@/api/common/get-jobs';

/** The customer steps' pick lists from the shared code loaders (spec 3 §3). */
export function useCustomerOptions() {
  const { data: codes } = useCodes();
  const { data: countries } = useCountries();
  const { data: jobs } = useJobs();
  return useMemo(() => {
    const of = (type: string) =>
      (codes ?? [])
        .filter((c) => c.codeType === type)
        .map((c) => ({ value: c.codeValue, label: c.codeName }));
    return {
      sex: of('SEX'),
      marry: of('MARRY_CODE'),
      relation: of('RELATION_OWNER_CODE'),
      legRelation: of('LEG_REL_OWNER_CODE'),
      countries: (countries ?? []).map((c) => ({ value: c.countryCode, label: c.countryName })),
      jobs: (jobs ?? []).map((j) => ({ value: j.careerCode, label: j.showName ?? j.careerName })),
    };
  }, [codes, countries, jobs]);
}
