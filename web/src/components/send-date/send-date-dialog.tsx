import { useMemo, useState } from 'react';
import { Alert, App } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { proposalMessages as pm } from '@agent-portal/contracts/messages';
import { sendDateSchema, type SendDateForm } from '@agent-portal/contracts/validation';
import { DateField } from '@/components/form/date-field';
import { LockedSaveDialog } from '@/components/form/locked-save-dialog';
import { useConfirm } from '@/hooks/use-confirm';
import { logProposalAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { businessToday } from '@/lib/dayjs';
import { postSendDate } from './post-send-date';

const EMPTY: SendDateForm = { writSendDate: '' };

export interface SendDateDialogProps {
  /** The case whose send date is asked; null: closed. */
  transCode: string | null;
  /** The access log's program of the caller (the list's, the AML step's). */
  progClassName: string;
  /** Shown above the date (the AML finish of a remote case without e-mail says why it is asked). */
  note?: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 書面分析寄送日期 (spec 2 §2.8, §5, §8): required, not after today; locked once saved. The list's 寄送日期 and the
 * AML finish of a remote case without the policyholder's e-mail both ask it here.
 */
export function SendDateDialog({ transCode, progClassName, note, onClose, onSaved }: SendDateDialogProps) {
  const { message } = App.useApp();
  const lockConfirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, reset } = useForm<SendDateForm>({
    resolver: yupResolver(sendDateSchema),
    defaultValues: EMPTY,
  });
  const today = useMemo(businessToday, []);

  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const save = async (form: SendDateForm) => {
    if (!transCode || !(await lockConfirm(pm.SEND_DATE_CONFIRM))) return;
    logProposalAccess(progClassName, 'saveSendDate', '寄送日期儲存', { transCode });
    setSaving(true);
    try {
      void message.success(await postSendDate(transCode, form.writSendDate));
    } catch (error) {
      // The api client showed the refusal: the dialog stays open.
      if (!(error instanceof ApiError)) throw error;
      console.warn('send date refused', error.body.code, error.body.requestId);
      return;
    } finally {
      setSaving(false);
    }
    reset(EMPTY);
    onSaved();
  };

  return (
    <LockedSaveDialog
      title={`書面分析寄送日期 ${transCode ?? ''}`}
      open={transCode !== null}
      saving={saving}
      onSave={() => void handleSubmit(save)()}
      onCancel={close}
    >
      {note && <Alert type="info" showIcon message={note} style={{ marginBottom: 16 }} />}
      <DateField
        control={control}
        name="writSendDate"
        label={pm.SEND_DATE_LABEL}
        maxDate={today}
        width={200}
      />
    </LockedSaveDialog>
  );
}
