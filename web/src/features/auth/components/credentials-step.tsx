import { useEffect } from 'react';
import { Alert, Button, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { shellMessages } from '@agent-portal/contracts/messages';
import { loginSchema } from '@agent-portal/contracts/validation';
import { FormInput } from '@/components/form/form-input';
import type { LoginRequest } from '../api/post-login';
import {
  robotCheckFailureOf,
  unavailableRobotCheck,
  useRobotCheck,
  type RobotCheckProvider,
} from '../robot-check';
import { CaptchaImage } from './captcha-image';
import { RobotCheckWidget } from './robot-check-widget';
import { UserCodeField } from './fields/user-code-field';

interface CredentialsStepProps {
  captchaStamp: number;
  onRefreshCaptcha: () => void;
  /** Resolves the error code of a refused login, else null. */
  onLogin: (credentials: Omit<LoginRequest, 'noChangePwd'>) => Promise<string | null>;
  onError: (message: string) => void;
  robotCheck?: RobotCheckProvider;
}

/** Step 1: employee number, password and captcha (or the robot check, when its provider works). */
export function CredentialsStep({
  captchaStamp,
  onRefreshCaptcha,
  onLogin,
  onError,
  robotCheck = unavailableRobotCheck,
}: CredentialsStepProps) {
  const { state, dispatch } = useRobotCheck(robotCheck);
  const useRecaptcha = state.mode === 'robot';
  const { control, handleSubmit, setValue, formState } = useForm({
    resolver: yupResolver(loginSchema),
    context: { useRecaptcha },
    defaultValues: { userCode: '', password: '', captcha: '' },
  });

  // A new picture makes the typed code useless.
  useEffect(() => setValue('captcha', ''), [captchaStamp, setValue]);

  const submit = handleSubmit(async ({ userCode, password, captcha }) => {
    if (state.mode === 'robot') {
      if (!state.token) return onError(shellMessages.RECAPTCHA_REQUIRED);
      const failure = robotCheckFailureOf(await onLogin({ userCode, password, recaptchaToken: state.token }));
      // A refused token falls back to the typed captcha (or asks for a new tick when it expired).
      if (failure) dispatch({ type: 'failure', failure });
      return undefined;
    }
    await onLogin({ userCode, password, captcha: captcha ?? '' });
    return undefined;
  });

  return (
    <form onSubmit={submit} noValidate>
      <Form layout="vertical" component="div">
        <UserCodeField control={control} name="userCode" autoComplete="username" />
        <FormInput
          control={control}
          name="password"
          label="密碼"
          maxLength={12}
          password
          autoComplete="current-password"
        />
        {state.mode === 'captcha' && state.notice && (
          <Alert type="warning" showIcon message={state.notice} style={{ marginBottom: 16 }} />
        )}
        {useRecaptcha ? (
          <RobotCheckWidget provider={robotCheck} dispatch={dispatch} />
        ) : (
          <div style={{ display: 'flex', gap: 8 }}>
            <div style={{ flex: 1 }}>
              <FormInput control={control} name="captcha" label="驗證碼" maxLength={6} autoComplete="off" />
            </div>
            <CaptchaImage stamp={captchaStamp} onRefresh={onRefreshCaptcha} />
          </div>
        )}
        <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
          登入
        </Button>
      </Form>
    </form>
  );
}
