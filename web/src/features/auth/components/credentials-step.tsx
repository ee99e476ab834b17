import { useEffect } from 'react';
import { Alert, Button, Form } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
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

/**
 * antd's default loading icon leaves on a CSS transition that never ends when the answer beats its appear
 * transition (the robot check answers in well under 100 ms): the invisible icon stays and the button's
 * accessible name stays "loading 登入". A custom icon has no motion, and is hidden from assistive technology.
 */
const submittingIcon = { icon: <LoadingOutlined aria-hidden="true" /> };

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
    if (state.mode === 'loading') return undefined;
    if (state.mode === 'robot') {
      if (!state.token) return onError(shellMessages.RECAPTCHA_REQUIRED);
      const code = await onLogin({ userCode, password, recaptchaToken: state.token });
      if (code === null) return undefined;
      // A refused token falls back to the typed captcha (or asks for a new tick when it expired); any other
      // refusal has still used up the single-use token.
      const failure = robotCheckFailureOf(code);
      dispatch(failure ? { type: 'failure', failure } : { type: 'spent' });
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
        {state.mode !== 'loading' && state.notice && (
          <Alert type="warning" showIcon message={state.notice} style={{ marginBottom: 16 }} />
        )}
        {state.mode === 'loading' && <div style={{ minHeight: 78, marginBottom: 24 }} aria-busy="true" />}
        {state.mode === 'robot' && (
          // A new round (spent or expired token) mounts a fresh, unticked widget.
          <RobotCheckWidget key={state.round} provider={robotCheck} dispatch={dispatch} />
        )}
        {state.mode === 'captcha' && (
          <div style={{ display: 'flex', gap: 8 }}>
            <div style={{ flex: 1 }}>
              <FormInput control={control} name="captcha" label="驗證碼" maxLength={6} autoComplete="off" />
            </div>
            <CaptchaImage stamp={captchaStamp} onRefresh={onRefreshCaptcha} />
          </div>
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={formState.isSubmitting && submittingIcon}
          disabled={state.mode === 'loading'}
        >
          登入
        </Button>
      </Form>
    </form>
  );
}
