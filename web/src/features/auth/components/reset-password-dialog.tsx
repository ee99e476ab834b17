import { useState } from 'react';
import { Alert, Button, Form, Modal, Space, theme } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { ruleMessages } from '@agent-portal/contracts/messages';
import { resetPasswordSchema, type ResetPasswordForm } from '@agent-portal/contracts/validation';
import { FormInput } from '@/components/form/form-input';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-error';
import { postPasswordOtp } from '../api/post-password-otp';
import { postPasswordReset } from '../api/post-password-reset';
import { postPasswordVerify } from '../api/post-password-verify';
import { OtpCodeField } from './fields/otp-code-field';
import { UserCodeField } from './fields/user-code-field';

interface ResetPasswordDialogProps {
  /** The employee number to start with (517/518/519 or `/login?resetUserCode=`). */
  userCode: string;
  /** 517: the user must reset before logging in (the dialog cannot be dismissed). */
  forced?: boolean;
  onClose: () => void;
  /** The reset is done; the text to show (密碼設定完成，請重新登入系統！). */
  onDone: (message: string) => void;
}

const STEP1_FIELDS = ['userCode', 'idLast4', 'newPassword', 'confirmPassword'] as const;
const NEW_PASSWORD_FIELDS = [
  { name: 'newPassword', label: '新密碼' },
  { name: 'confirmPassword', label: '再次輸入新密碼' },
] as const;

/**
 * 重設密碼 (spec 1, section 4): the new password is checked by the shared schema, the core verifies the account
 * (驗證成功), e-mails an OTP (resend after a countdown), and the OTP completes the reset.
 */
export function ResetPasswordDialog({ userCode, forced, onClose, onDone }: ResetPasswordDialogProps) {
  const { control, trigger, getValues, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { userCode, idLast4: '', newPassword: '', confirmPassword: '', otpCode: '' },
  });
  const [verified, setVerified] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { remaining, start } = useCountdown();
  const { token } = theme.useToken();

  async function call(fn: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(e.body.message);
    } finally {
      setBusy(false);
    }
  }

  const verify = async () => {
    if (!(await trigger([...STEP1_FIELDS]))) return;
    const v = getValues();
    await call(async () => {
      const message = await postPasswordVerify({
        userCode: v.userCode,
        idLast4: v.idLast4,
        newPassword: v.newPassword,
        confirmPassword: v.confirmPassword,
      });
      setVerified(message);
    });
  };

  const sendOtp = () =>
    call(async () => {
      const result = await postPasswordOtp();
      setSent(result.message);
      start(result.resendSeconds);
    });

  const finish = handleSubmit(({ otpCode }) =>
    call(async () => {
      onDone(await postPasswordReset(otpCode));
    }),
  );

  return (
    <Modal
      open
      title="重設密碼"
      onCancel={onClose}
      // 517: the reset is forced, so the dialog cannot be dismissed.
      closable={!forced}
      keyboard={!forced}
      maskClosable={!forced}
      footer={null}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
      <form onSubmit={finish} noValidate>
        <Form layout="vertical" component="div">
          <UserCodeField control={control} name="userCode" disabled={verified !== null} />
          <FormInput
            control={control}
            name="idLast4"
            label="身分證後四碼"
            maxLength={4}
            inputMode="numeric"
            disabled={verified !== null}
          />
          {NEW_PASSWORD_FIELDS.map(({ name, label }) => (
            <FormInput
              key={name}
              control={control}
              name={name}
              label={label}
              maxLength={12}
              password
              autoComplete="new-password"
              disabled={verified !== null}
            />
          ))}
          <p style={{ fontSize: 12, color: token.colorTextSecondary }}>{ruleMessages.PASSWORD_POLICY}</p>
          {verified === null ? (
            <Button type="primary" block loading={busy} onClick={() => void verify()}>
              驗證
            </Button>
          ) : (
            <>
              <Alert type="success" showIcon message={verified} style={{ marginBottom: 16 }} />
              {sent && <Alert type="info" showIcon message={sent} style={{ marginBottom: 16 }} />}
              <Button block disabled={remaining > 0} loading={busy && !sent} onClick={() => void sendOtp()}>
                {sent === null ? '發送驗證碼' : '重新發送'}
                {remaining > 0 && <span aria-live="polite">（{remaining} 秒）</span>}
              </Button>
              {sent && (
                <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
                  <OtpCodeField control={control} name="otpCode" />
                  <Button type="primary" htmlType="submit" block loading={formState.isSubmitting}>
                    確認修改
                  </Button>
                </Space>
              )}
            </>
          )}
        </Form>
      </form>
    </Modal>
  );
}
