import { ProposalSearchPage } from '@/features/proposals';

/**
 * 要保書查詢. The choose-insurer dialog (新增要保書, `?newFlag=Y`), the signature dialog and the resubmission
 * dialogs plug in through the page's callbacks when their features arrive.
 */
export function ProposalSearchRoute() {
  return <ProposalSearchPage />;
}
