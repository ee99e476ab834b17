import { AuthLayout } from '@/components/layouts/auth-layout';
import { PagePlaceholder } from '@/components/errors/page-placeholder';

/** The customer consent landing (query `pram`); filled in by a later issue. */
export function AgreeRoute() {
  return (
    <AuthLayout title="個人資料同意">
      <PagePlaceholder title="個人資料同意" />
    </AuthLayout>
  );
}
