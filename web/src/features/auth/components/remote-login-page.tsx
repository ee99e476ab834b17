import { useEffect, useRef } from 'react';
import { Alert, Button, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { postRemoteLogin } from '../api/post-remote-login';
import { useLoginFlow } from '../hooks/use-login-flow';
import { OtpStep } from './otp-step';
import { RoleStep } from './role-step';

const noConfirm = () => Promise.resolve(false);

/**
 * The remote-login entry (`/RMW/api/login/authentication?from=&param=`): the other system's ticket replaces the
 * credentials; then the login's own OTP and role steps, then home.
 */
export function RemoteLoginPage() {
  const [search] = useSearchParams();
  const from = search.get('from') ?? '';
  const param = search.get('param') ?? '';
  const { step, error, setError, run } = useLoginFlow(noConfirm, null);
  const started = useRef(false);

  useEffect(() => {
    // Once: a ticket is single use (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    if (!from || !param) {
      setError(shellMessages.REMOTE_LOGIN_FAILED);
      return;
    }
    void run(() => postRemoteLogin(from, param));
  }, [from, param, run, setError]);

  return (
    <AuthLayout title="業務員入口網">
      {error ? (
        <>
          <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />
          <Link to={paths.login} replace>
            <Button block>前往登入</Button>
          </Link>
        </>
      ) : step.name === 'otp' ? (
        <OtpStep mobileYn={step.mobileYn} run={run} />
      ) : step.name === 'role' ? (
        <RoleStep roles={step.roles} run={run} />
      ) : (
        <Spin tip="遠端登入中">
          <div style={{ height: 80 }} />
        </Spin>
      )}
    </AuthLayout>
  );
}
