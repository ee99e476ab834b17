import { ReleasePermitListPage } from '@/features/release-permits';

/** 攜出申請: the take-out list (route releasePermitAudit). */
export function ReleasePermitAuditRoute() {
  return <ReleasePermitListPage />;
}
