import { ReleasePermitInputPage } from '@/features/release-permits';

/** 新增攜出申請 (route releasePermitInput). */
export function ReleasePermitInputRoute() {
  return <ReleasePermitInputPage />;
}
