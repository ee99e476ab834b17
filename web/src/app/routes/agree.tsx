import { AgreePage } from '@/features/consent';

/** The customer consent landing (query `pram`), public. */
export function AgreeRoute() {
  return <AgreePage />;
}
