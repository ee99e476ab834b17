import { AuthLayout } from '@/components/layouts/auth-layout';
import { PagePlaceholder } from '@/components/errors/page-placeholder';

/** The remote-login entry (query `from`, `param`); filled in by a later issue. */
export function RemoteLoginRoute() {
  return (
    <AuthLayout title="業務員入口網">
      <PagePlaceholder title="遠端登入" />
    </AuthLayout>
  );
}
