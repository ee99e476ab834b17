import { useMemo, useState } from 'react';
import { App } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { proposalMessages as pm } from '@agent-portal/contracts/messages';
import { sendDateSchema, type SendDateForm } from '@agent-portal/contracts/validation';
import { logProposalAccess } from '@/lib/access-log';
import { dayjs } from '@/lib/dayjs';
import type { ProposalRow } from '../api/get-proposals';
import { postSendDate } from '../api/post-send-date';
import { ACCESS_LOG_PROGRAM } from '../hooks/access-log-program';
import { settle } from '../hooks/settle';
import { DateField } from '@/components/form/date-field';
import { useConfirm } from '../hooks/use-confirm';
import { LockedSaveDialog } from './locked-save-dialog';

const EMPTY: SendDateForm = { writSendDate: '' };

interface SendDateDialogProps {
  row: ProposalRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 書面分析寄送日期 (spec 2 §2.8, §5): required, not after today; locked once saved. */
export function SendDateDialog({ row, onClose, onSaved }: SendDateDialogProps) {
  const { message } = App.useApp();
  const lockConfirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, reset } = useForm<SendDateForm>({
    resolver: yupResolver(sendDateSchema),
    defaultValues: EMPTY,
  });
  const today = useMemo(() => dayjs().endOf('day'), []);

  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const save = async (form: SendDateForm) => {
    if (!row || !(await lockConfirm(pm.SEND_DATE_CONFIRM))) return;
    logProposalAccess(ACCESS_LOG_PROGRAM, 'saveSendDate', '寄送日期儲存', { transCode: row.transCode });
    setSaving(true);
    const saved = await settle('sendDate', postSendDate(row.transCode, form.writSendDate)).finally(() =>
      setSaving(false),
    );
    if (!saved) return;
    void message.success(saved);
    close();
    onSaved();
  };

  return (
    <LockedSaveDialog
      title={`書面分析寄送日期 ${row?.transCode ?? ''}`}
      open={row !== null}
      saving={saving}
      onSave={() => void handleSubmit(save)()}
      onCancel={close}
    >
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
