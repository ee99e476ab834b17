import { Button, Result } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';

const STATUS_PICTURES = new Set(['403', '404', '500']);

/** `/error/:error`: the status code and a 返回 button (back within the SPA, or home when there is no earlier SPA page). */
export function ErrorRoute() {
  const { error } = useParams();
  const navigate = useNavigate();
  const code = error && /^\d{3}$/.test(error) ? error : '錯誤';
  // The router numbers its own history entries (idx): back only within the SPA, never to about:blank or a foreign page.
  const inAppHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  const back = () => (inAppHistory ? navigate(-1) : navigate(paths.home, { replace: true }));
  return (
    <AuthLayout title="業務員入口網">
      <Result
        status={STATUS_PICTURES.has(code) ? (code as '403' | '404' | '500') : 'error'}
        title={code}
        subTitle="頁面發生錯誤"
        extra={
          <Button type="primary" onClick={back}>
            返回
          </Button>
        }
      />
    </AuthLayout>
  );
}
