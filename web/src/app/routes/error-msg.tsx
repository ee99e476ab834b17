import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths, type ErrorMsgCode } from '@/config/paths';

const texts: Record<ErrorMsgCode, string> = {
  ALREADY_LOGGED_IN_OTHER_TAB: shellMessages.ALREADY_LOGGED_IN_OTHER_TAB,
  DESKTOP_ONLY: shellMessages.DESKTOP_ONLY,
  REMOTE_LOGIN_FAILED: shellMessages.REMOTE_LOGIN_FAILED,
};

/** The generic error box (`/errorMsg?code=`): only catalogue texts, never text taken from the address. */
export function ErrorMsgRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const code = search.get('code') as ErrorMsgCode | null;
  const text = (code && texts[code]) || '系統發生錯誤，請重新登入';
  return (
    <AuthLayout title="業務員入口網">
      <Result
        status="warning"
        title="系統訊息"
        subTitle={<span role="alert">{text}</span>}
        extra={
          // The login page sends a signed-in user on to home.
          <Button type="primary" onClick={() => navigate(paths.login, { replace: true })}>
            返回登入頁
          </Button>
        }
      />
    </AuthLayout>
  );
}
