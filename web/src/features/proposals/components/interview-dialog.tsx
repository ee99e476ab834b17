import { useMemo, useState } from 'react';
import { App } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { proposalMessages as pm } from '@agent-portal/contracts/messages';
import { interviewSchema, type InterviewForm } from '@agent-portal/contracts/validation';
import { FormInput } from '@/components/form/form-input';
import { logProposalAccess } from '@/lib/access-log';
import { businessToday } from '@/lib/dayjs';
import type { ProposalRow } from '../api/get-proposals';
import { postInterview } from '../api/post-interview';
import { ACCESS_LOG_PROGRAM } from '../hooks/access-log-program';
import { settle } from '../hooks/settle';
import { DateField } from '@/components/form/date-field';
import { SelectField } from '@/components/form/select-field';
import { useConfirm } from '@/hooks/use-confirm';
import { LockedSaveDialog } from '@/components/form/locked-save-dialog';

const twoDigits = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const v = String(i).padStart(2, '0');
    return { value: v, label: v, title: v };
  });

const EMPTY: InterviewForm = { name: '', date: '', hour: '', minutes: '' };

interface InterviewDialogProps {
  row: ProposalRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 電訪結果 (spec 2 §2.8, §5): interviewer (required, at most 20), date, hour 00-23, minute 00-59; locked once saved. */
export function InterviewDialog({ row, onClose, onSaved }: InterviewDialogProps) {
  const { message } = App.useApp();
  const lockConfirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, reset } = useForm<InterviewForm>({
    resolver: yupResolver(interviewSchema),
    defaultValues: EMPTY,
  });
  const hours = useMemo(() => twoDigits(24), []);
  const minutes = useMemo(() => twoDigits(60), []);
  const today = useMemo(businessToday, []);

  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const save = async (form: InterviewForm) => {
    if (!row || !(await lockConfirm(pm.INTERVIEW_CONFIRM))) return;
    logProposalAccess(ACCESS_LOG_PROGRAM, 'saveInterview', '電訪結果儲存', { transCode: row.transCode });
    setSaving(true);
    const saved = await settle('interview', postInterview(row.transCode, form)).finally(() =>
      setSaving(false),
    );
    if (!saved) return;
    void message.success(saved);
    close();
    onSaved();
  };

  return (
    <LockedSaveDialog
      title={`電訪結果 ${row?.transCode ?? ''}`}
      open={row !== null}
      saving={saving}
      onSave={() => void handleSubmit(save)()}
      onCancel={close}
    >
      <FormInput control={control} name="name" label={pm.INTERVIEWER_LABEL} />
      <DateField control={control} name="date" label={pm.INTERVIEW_DATE_LABEL} maxDate={today} width={200} />
      <SelectField
        control={control}
        name="hour"
        label="電訪時間(時)"
        options={hours}
        width={120}
        placeholder="時"
      />
      <SelectField
        control={control}
        name="minutes"
        label="電訪時間(分)"
        options={minutes}
        width={120}
        placeholder="分"
      />
    </LockedSaveDialog>
  );
}
