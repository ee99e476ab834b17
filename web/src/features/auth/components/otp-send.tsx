import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { otpSendSchema } from '@agent-portal/contracts/validation';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { useCountdown } from '@/hooks/use-countdown';
import { postOtp } from '../api/post-otp';
import type { NextStep } from '../hooks/use-login-flow';

interface OtpSendProps {
  mobileYn: 'Y' | 'N';
  run: (call: () => Promise<NextStep | void>) => Promise<unknown>;
}

/** The delivery choice (E-mail or mobile) and the send button, which waits out the resend countdown. */
export function OtpSend({ mobileYn, run }: OtpSendProps) {
  const { control, handleSubmit, formState } = useForm({
    resolver: yupResolver(otpSendSchema),
    // The schema refuses mobile when none is on file.
    context: { mobileYn },
  });
  const { remaining, start } = useCountdown();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const send = handleSubmit((values) =>
    run(async () => {
      setSentMessage(null);
      const result = await postOtp(values.sendTypeCode);
      setSentMessage(result.message);
      start(result.resendSeconds);
    }),
  );

  const options = [
    { value: 'E', label: 'EMAIL' },
    { value: 'M', label: '行動電話' },
  ];
  const waiting = remaining > 0;

  return (
    <Form layout="vertical" component="div">
      <FormRadioGroup control={control} name="sendTypeCode" label="驗證碼發送方式" options={options} />
      {sentMessage && <Alert type="success" showIcon message={sentMessage} style={{ marginBottom: 16 }} />}
      <Button block onClick={() => void send()} disabled={waiting} loading={formState.isSubmitting}>
        {sentMessage === null ? '發送驗證碼' : '重新發送'}
        {waiting && <span aria-live="polite">（{remaining} 秒）</span>}
      </Button>
    </Form>
  );
}
