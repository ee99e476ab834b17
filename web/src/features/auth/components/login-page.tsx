import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { reloadPage } from '@/lib/reload';
import { useLoginFlow, type Confirm } from '../hooks/use-login-flow';
import { useVersionPoll } from '@/hooks/use-version-poll';
import { createBffRobotCheck } from '../robot-check';
import { CredentialsStep } from './credentials-step';
import { OtpStep } from './otp-step';
import { VersionText } from './version-text';

// Loaded when needed, not with the login page: the role choice (radio group) and the reset dialog.
const RoleStep = lazy(() => import('./role-step').then((m) => ({ default: m.RoleStep })));
const ResetPasswordDialog = lazy(() =>
  import('./reset-password-dialog').then((m) => ({ default: m.ResetPasswordDialog })),
);

/**
 * 業務員入口網: credentials, then the OTP when the account has one, then the branch/role pick; the
 * reset-password dialog over it (忘記密碼, `?resetUserCode=`, refusals 517/518/519).
 */
export function LoginPage() {
  const [search] = useSearchParams();
  const autoLoggedOut = (useLocation().state as { autoLoggedOut?: boolean } | null)?.autoLoggedOut === true;
  const [modal, modalHolder] = Modal.useModal();
  const [done, setDone] = useState<string | null>(null);
  // The robot check the BFF reports (the mock core's simulator), else the typed captcha.
  const [robotCheck] = useState(createBffRobotCheck);

  const confirm = useCallback<Confirm>(
    (content, labels) =>
      new Promise((resolve) => {
        void modal.confirm({
          content,
          okText: labels?.ok ?? '確定',
          cancelText: labels?.cancel ?? '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
  const flow = useLoginFlow(confirm, search.get('resetUserCode'));
  const { step, error, setError, notice, captchaStamp, refreshCaptcha, run, reset } = flow;

  useVersionPoll(
    useCallback(() => {
      void modal.warning({ content: shellMessages.VERSION_CHANGED, onOk: reloadPage, onCancel: reloadPage });
    }, [modal]),
  );

  return (
    <AuthLayout title="業務員入口網" footer={search.has('v') ? <VersionText /> : null}>
      {modalHolder}
      {error && (
        <Alert
          type="error"
          showIcon
          message={error}
          closable
          onClose={() => setError(null)}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      {autoLoggedOut && !error && !(notice ?? done) && (
        <Alert
          type="info"
          showIcon
          message={shellMessages.AUTO_LOGGED_OUT}
          style={{ marginBottom: 16 }}
          role="status"
        />
      )}
      {(notice ?? done) && (
        <Alert type="success" showIcon message={notice ?? done} style={{ marginBottom: 16 }} role="status" />
      )}
      {step.name === 'credentials' && (
        <>
          <CredentialsStep
            captchaStamp={captchaStamp}
            onRefreshCaptcha={refreshCaptcha}
            onLogin={flow.login}
            onError={setError}
            robotCheck={robotCheck}
          />
          <div style={{ textAlign: 'right', marginTop: 8 }}>
            <Button type="link" style={{ padding: 0 }} onClick={() => flow.openReset('')}>
              忘記密碼
            </Button>
          </div>
        </>
      )}
      {step.name === 'otp' && <OtpStep mobileYn={step.mobileYn} run={run} />}
      {step.name === 'role' && (
        <Suspense fallback={null}>
          <RoleStep roles={step.roles} run={run} />
        </Suspense>
      )}
      {step.name !== 'credentials' && (
        <div style={{ textAlign: 'right', marginTop: 8 }}>
          <Button type="link" style={{ padding: 0 }} onClick={flow.restart}>
            返回重新登入
          </Button>
        </div>
      )}
      {reset && (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            userCode={reset.userCode}
            forced={reset.forced}
            onClose={flow.closeReset}
            onDone={(message) => {
              flow.closeReset();
              setError(null);
              setDone(message);
              refreshCaptcha();
            }}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
