import { useState } from 'react';
import { Alert, App, Button, Form, Space } from 'antd';
import { useController, useWatch, type Control } from 'react-hook-form';
import { writtenAnalysisMessages as wm } from '@agent-portal/contracts/messages';
import { isAfterRemindHour } from '@agent-portal/contracts/rules';
import type { StepScreenProps } from '../../registry/types';
import { NeedsBox, PremiumBox, RecommendationBox } from './boxes';
import { useAnalysisOptions } from './options';
import { ProposalPdfDialog } from './proposal-pdf-dialog';
import { useRemoteJump } from './use-remote-jump';
import { blankValues, FIELD_NAMES, type FieldName, type WrittenAnalysisStepValues } from './values';

type Clear = (blank: WrittenAnalysisStepValues) => void;

/** One field's clearing through its own controller, so that 清除 counts as the agent's change of the step. */
function FieldClearer({
  control,
  name,
  clears,
}: {
  control: Control<WrittenAnalysisStepValues>;
  name: FieldName;
  clears: Map<FieldName, Clear>;
}) {
  const { field } = useController({ control, name });
  clears.set(name, (blank) => field.onChange(blank[name]));
  return null;
}

/** n7 書面分析: three boxes, the proposal PDF, 清除; remote cases jump to the insurer instead of 下一步. */
export default function WrittenAnalysisScreen(props: StepScreenProps<WrittenAnalysisStepValues>) {
  const { control, readOnly, context, submit } = props;
  const { modal } = App.useApp();
  const info = useWatch({ control, name: 'info' });
  const options = useAnalysisOptions();
  // Every field but the insurer is cleared (it goes back to the case's own, as on a new analysis).
  const [clears] = useState(() => new Map<FieldName, Clear>());
  const clearAll = () => {
    const blank = blankValues(context?.compCode ?? '');
    for (const clear of clears.values()) clear(blank);
  };
  const [pdfOpen, setPdfOpen] = useState(false);
  const jump = useRemoteJump(context, info);
  const remote = context?.polInsureType === 'R';
  const disabled = readOnly || !!info?.readOnly;
  const preview = !!context?.isPreview;

  const confirmClear = () =>
    modal.confirm({ content: wm.CLEAR_CONFIRM, okText: '確定', cancelText: '取消', onOk: clearAll });

  return (
    <>
      {info?.readOnly && (
        <Alert type="info" showIcon message={wm.READ_ONLY_PAST_ACCEPTANCE} style={{ marginBottom: 16 }} />
      )}
      {remote && info && isAfterRemindHour(new Date(), info.remindHour) && (
        <Alert
          type="warning"
          showIcon
          message={wm.AFTER_REMIND_HOUR(info.remindHour)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Space style={{ marginBottom: 16 }}>
        {context?.transCode && <Button onClick={() => setPdfOpen(true)}>檢視要保書</Button>}
        {!preview && (
          <Button disabled={disabled} onClick={confirmClear}>
            清除
          </Button>
        )}
      </Space>
      {FIELD_NAMES.map((name) => (
        <FieldClearer key={name} control={control} name={name} clears={clears} />
      ))}
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Form layout="vertical" component="div" disabled={disabled}>
          <NeedsBox control={control} options={options} />
          <PremiumBox control={control} options={options} />
          <RecommendationBox control={control} options={options} />
        </Form>
      </fieldset>
      {remote && !preview && submit && (
        <Button type="primary" disabled={disabled} onClick={() => void jump(submit)()}>
          {wm.JUMP}
        </Button>
      )}
      {context?.transCode && (
        <ProposalPdfDialog
          transCode={context.transCode}
          compCode={context.compCode}
          open={pdfOpen}
          onClose={() => setPdfOpen(false)}
        />
      )}
    </>
  );
}
