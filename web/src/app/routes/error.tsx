import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { PagePlaceholder } from '@/components/errors/page-placeholder';

/** The error page: the status code and a back button (its full content comes with a later issue). */
export function ErrorRoute() {
  const { error } = useParams();
  const navigate = useNavigate();
  return (
    <AuthLayout title="業務員入口網">
      <PagePlaceholder
        status="error"
        title={error ?? '錯誤'}
        subTitle=""
        extra={<Button onClick={() => navigate(-1)}>返回</Button>}
      />
    </AuthLayout>
  );
}
