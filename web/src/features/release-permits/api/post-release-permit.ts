import type { ReleasePermitInput } from '@agent-portal/contracts/validation';
import { apiClient, unwrap } from '@/lib/api-client';

/** 送出審核: the core's E messages come back as the error alert. */
export function postReleasePermit(input: ReleasePermitInput): Promise<{ message: string }> {
  return unwrap(
    apiClient.POST('/api/release-permits', {
      body: {
        cusIdn: input.cusIdn ?? '',
        cusName: input.cusName ?? '',
        getDataYn: (input.getDataYn ?? '') as 'Y' | 'N' | '',
        walkOutStartDtStr: input.walkOutStartDtStr,
        walkOutEndDtStr: input.walkOutEndDtStr,
        applyDesc: input.applyDesc,
      },
    }),
  );
}
