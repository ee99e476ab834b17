import { useEffect } from 'react';
import { Button, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema } from '@agent-portal/contracts/validation';
import { FormInput } from '@/components/form/form-input';
import { postLogin } from '../api/post-login';
import type { NextStep } from '../hooks/use-login-flow';
import { normalizeUserCode } from '../utils/normalize-user-code';
import { CaptchaImage } from './captcha-image';

interface CredentialsStepProps {
  captchaStamp: number;
  onRefreshCaptcha: () => void;
  run: (call: () => Promise<NextStep | void>) => Promise<void>;
}

/** Step 1: employee number, password and captcha. */
export function CredentialsStep({ captchaStamp, onRefreshCaptcha, run }: CredentialsStepProps) {
  const { control, handleSubmit, setValue, formState } = useForm({
    resolver: yupResolver(loginSchema),
    defaultValues: { userCode: '', password: '', captcha: '' },
  });

  // A new picture makes the typed code useless.
  useEffect(() => setValue('captcha', ''), [captchaStamp, setValue]);

  const submit = handleSubmit(({ userCode, password, captcha }) =>
    run(() => postLogin({ userCode, password, captcha: captcha ?? '' })),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Form layout="vertical" component="div">
        <FormInput
          control={control}
          name="userCode"
          label="員工編號"
          maxLength={12}
          autoComplete="username"
          transform={normalizeUserCode}
        />
        <FormInput
          control={control}
          name="password"
          label="密碼"
          maxLength={12}
          password
          autoComplete="current-password"
        />
        <div style={{ display: 'flex', gap: 8 }}>
          <div style={{ flex: 1 }}>
            <FormInput control={control} name="captcha" label="驗證碼" maxLength={6} autoComplete="off" />
          </div>
          <CaptchaImage stamp={captchaStamp} onRefresh={onRefreshCaptcha} />
        </div>
        <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
          登入
        </Button>
      </Form>
    </form>
  );
}
