import { CommissionSearchPage } from '@/features/commission';

export function CommissionSearchRoute() {
  return <CommissionSearchPage />;
}
