import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { PagePlaceholder } from '@/components/errors/page-placeholder';

/** The generic error box (e.g. the already-logged-in-in-another-tab notice, a later issue). */
export function ErrorMsgRoute() {
  const [search] = useSearchParams();
  return (
    <AuthLayout title="業務員入口網">
      <PagePlaceholder status="warning" title="系統訊息" subTitle={search.get('msg') ?? ''} />
    </AuthLayout>
  );
}
