import { useEffect } from 'react';
import { Alert, App, Button, Col, Modal, Row, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { proposalMessages } from '@agent-portal/contracts/messages';
import { isCaseTypeOffered } from '@agent-portal/contracts/rules';
import { chooseCaseTypeSchema, type ChooseCaseTypeForm } from '@agent-portal/contracts/validation';
import { useParameters } from '@/api/common';
import { CH_OPEN_PARAMETER, isCompanySelectable } from '@agent-portal/contracts/rules';
import { wizardKindOf, wizardPath } from '@/config/paths';
import { useButtonLock } from '@/hooks/use-button-lock';
import { logProposalAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { useProposalInsurers } from '../api/get-insurers';
import { getProposalPermissions } from '../api/get-permissions';
import { postProposalStart } from '../api/post-start';
import { ChoiceCard } from './choice-card';

interface ChooseProposalDialogProps {
  open: boolean;
  onCancel: () => void;
  /** An insurer chosen before (the search page's `compCode`). */
  initialCompCode?: string;
}

const CASE_TYPES = [
  { value: 'M', label: '行動投保' },
  { value: 'R', label: '遠距投保' },
] as const;

const LOG_CLASS = 'ProposalChooseDialog';

/**
 * 選擇保險公司及案件類型 (spec 2 §2.2): insurer cards (the company picker's rules: CH only while CH_OPEN_YN is Y,
 * BPC never), case-type cards (remote only where the insurer takes it, and only for a trained agent), the consent
 * warning; 確定 asks the BFF (which checks everything again) and opens the wizard's first step.
 */
export function ChooseProposalDialog({ open, onCancel, initialCompCode }: ChooseProposalDialogProps) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { data: insurers, mutate: rereadInsurers } = useProposalInsurers();
  const { data: parameters, mutate: rereadParameters } = useParameters();
  const chOpen = parameters?.find((p) => p.parameterCode === CH_OPEN_PARAMETER)?.parameterValue;
  const lock = useButtonLock();
  const form = useForm<ChooseCaseTypeForm>({
    resolver: yupResolver(chooseCaseTypeSchema),
    defaultValues: { compCode: '' },
  });
  const compCode = form.watch('compCode');
  const insurer = insurers?.find((i) => i.compCode === compCode);

  useEffect(() => {
    if (open) form.reset({ compCode: initialCompCode ?? '' });
  }, [open, initialCompCode, form]);

  // Each opening reads the insurers and CH_OPEN_YN again (shown at once from what the page has, then updated): a
  // channel closed or opened meanwhile shows at the next opening, not at the next page load.
  useEffect(() => {
    if (!open) return;
    void rereadInsurers();
    void rereadParameters();
  }, [open, rereadInsurers, rereadParameters]);

  const warn = (content: string) => void modal.warning({ content, okText: '確定' });

  const pickType = async (value: 'M' | 'R') => {
    // The agent's comfort: an untrained agent hears it at the card (the BFF refuses the start anyway).
    if (value === 'R' && !(await getProposalPermissions()).remoteTrained) {
      return warn(proposalMessages.REMOTE_TRAINING_REQUIRED);
    }
    form.setValue('polInsureType', value, { shouldValidate: form.formState.isSubmitted });
  };

  const start = form.handleSubmit(async (values) => {
    logProposalAccess(LOG_CLASS, 'start', `${values.compCode} ${values.polInsureType}`);
    try {
      const started = await postProposalStart({
        compCode: values.compCode,
        polInsureType: values.polInsureType,
      });
      const kind = wizardKindOf(started.polInsureType);
      // The registry (every step, its schema) loads here, on the way to the wizard that needs it anyway: not with
      // the list or the shell, which show this dialog.
      const { containers } = await import('../registry/containers');
      const first = containers[kind].tabs[0]?.code ?? '';
      onCancel();
      navigate(wizardPath(kind, first, { compCode: started.compCode, polInsureType: started.polInsureType }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The dialog shows the BFF's refusal (remote training, working hours, permission, insurer) itself.
      warn(error.body.message);
    }
  });

  return (
    <Modal
      open={open}
      title="選擇保險公司及案件類型"
      width={760}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button
          key="cancel"
          onClick={() => {
            logProposalAccess(LOG_CLASS, 'cancel', '取消');
            onCancel();
          }}
        >
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={lock.locked}
          disabled={lock.locked}
          onClick={() => void lock.run(start)}
        >
          確定
        </Button>,
      ]}
    >
      <Alert
        type="warning"
        showIcon
        message={proposalMessages.CONSENT_WARNING}
        style={{ marginBottom: 16 }}
      />
      <Controller
        control={form.control}
        name="compCode"
        render={({ field, fieldState }) => (
          <section aria-label="保險公司">
            <Typography.Title level={5}>保險公司</Typography.Title>
            <Row gutter={[12, 12]}>
              {(insurers ?? []).map((c) => {
                const selectable = isCompanySelectable(c.compCode, chOpen);
                return (
                  <Col key={c.compCode} xs={24} sm={12} md={8}>
                    <ChoiceCard
                      label={c.compName}
                      selected={field.value === c.compCode}
                      disabled={!selectable}
                      onSelect={() => {
                        field.onChange(c.compCode);
                        if (!isCaseTypeOffered('R', c) && form.getValues('polInsureType') === 'R')
                          form.resetField('polInsureType');
                      }}
                    >
                      <Tag>{c.channelCode === 'P' ? '產險' : '壽險'}</Tag>
                      {!selectable && <Tag>暫不開放</Tag>}
                    </ChoiceCard>
                  </Col>
                );
              })}
            </Row>
            {fieldState.error && <Typography.Text type="danger">{fieldState.error.message}</Typography.Text>}
          </section>
        )}
      />
      <Controller
        control={form.control}
        name="polInsureType"
        render={({ field, fieldState }) => (
          <section aria-label="案件類型" style={{ marginTop: 16 }}>
            <Typography.Title level={5}>案件類型</Typography.Title>
            <Row gutter={[12, 12]}>
              {CASE_TYPES.filter((t) => isCaseTypeOffered(t.value, insurer ?? { compCode: '' })).map((t) => (
                <Col key={t.value} xs={24} sm={12} md={8}>
                  <ChoiceCard
                    label={t.label}
                    selected={field.value === t.value}
                    onSelect={() => void pickType(t.value)}
                  />
                </Col>
              ))}
            </Row>
            {fieldState.error && <Typography.Text type="danger">{fieldState.error.message}</Typography.Text>}
          </section>
        )}
      />
    </Modal>
  );
}
