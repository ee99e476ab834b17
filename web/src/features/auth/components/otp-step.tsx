import { Button, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { otpSchema } from '@agent-portal/contracts/validation';
import { postOtpVerify } from '../api/post-otp-verify';
import type { NextStep } from '../hooks/use-login-flow';
import { OtpSend } from './otp-send';
import { OtpCodeField } from './fields/otp-code-field';

interface OtpStepProps {
  mobileYn: 'Y' | 'N';
  run: (call: () => Promise<NextStep | void>) => Promise<unknown>;
}

/** Step 2: send a one-time code, then type it in. */
export function OtpStep({ mobileYn, run }: OtpStepProps) {
  const { control, handleSubmit, formState } = useForm({
    resolver: yupResolver(otpSchema),
    defaultValues: { otpCode: '' },
  });

  const verify = handleSubmit((values) => run(() => postOtpVerify(values.otpCode)));

  return (
    <>
      <OtpSend mobileYn={mobileYn} run={run} />
      <form onSubmit={verify} noValidate style={{ marginTop: 16 }}>
        <Form layout="vertical" component="div">
          <OtpCodeField control={control} name="otpCode" />
          <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
            驗證
          </Button>
        </Form>
      </form>
    </>
  );
}
