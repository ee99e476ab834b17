import { Alert } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useLoginFlow } from '../hooks/use-login-flow';
import { CredentialsStep } from './credentials-step';
import { OtpStep } from './otp-step';
import { RoleStep } from './role-step';
import { VersionText } from './version-text';

/** 業務員入口網: credentials, then the OTP when the account has one, then the branch/role pick. */
export function LoginPage() {
  const [search] = useSearchParams();
  const { step, error, setError, captchaStamp, refreshCaptcha, run } = useLoginFlow();

  return (
    <AuthLayout title="業務員入口網" footer={search.has('v') ? <VersionText /> : null}>
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
      {step.name === 'credentials' && (
        <CredentialsStep captchaStamp={captchaStamp} onRefreshCaptcha={refreshCaptcha} run={run} />
      )}
      {step.name === 'otp' && <OtpStep mobileYn={step.mobileYn} run={run} />}
      {step.name === 'role' && <RoleStep roles={step.roles} run={run} />}
    </AuthLayout>
  );
}
