import { useEffect, useState } from 'react';
import { Alert, App, Button, Space, Spin } from 'antd';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { attachmentMessages as am, attachSlotNames } from '@agent-portal/contracts/messages';
import { uploadCountLimit, type AttachType } from '@agent-portal/contracts/rules';
import { useTransientIndicator } from '@/hooks/use-transient-indicator';
import { logProposalAccess } from '@/lib/access-log';
import { useLoad } from '@/lib/use-load';
import {
  deleteAttachments,
  downloadConsent,
  listFiles,
  useAttachmentsHeader,
  type CaseFile,
} from '../../api/case-files';
import { useUploadRules } from '../../api/upload-rules';
import { FileSlot } from '../../components/files/file-slot';
import { FileViewer } from '../../components/files/file-viewer';
import { usePendingFiles } from '../../hooks/use-pending-files';
import type { StepScreenProps } from '../../registry/types';
import type { AttachmentsStepValues } from './index';
import { PolicyHeader } from './policy-header';

function FactError<V extends FieldValues>({ control, name }: { control: Control<V>; name: Path<V> }) {
  const { fieldState } = useController({ control, name });
  return fieldState.error ? (
    <Alert type="error" showIcon message={fieldState.error.message} style={{ marginBottom: 12 }} />
  ) : null;
}

/** n5 附件上傳: the policyholder and policy info, the consent PDF (mobile cases), slots A/B/C with their limits, 全部刪除, the viewer. */
export default function AttachmentsScreen({
  control,
  readOnly,
  stepCode,
}: StepScreenProps<AttachmentsStepValues>) {
  const { modal, message } = App.useApp();
  const [search] = useSearchParams();
  const transCode = search.get('transCode') ?? '';
  const polInsureType = search.get('polInsureType') === 'R' ? 'R' : 'M';
  const { data: rules } = useUploadRules(polInsureType);
  const { data: header } = useAttachmentsHeader(transCode);
  // The case's files, loaded for this visit; uploads and deletions change them here, 全部刪除 loads them again.
  const { data: files, mutate: mutateFiles } = useLoad(transCode ? ['attach-files', transCode] : null, () =>
    listFiles(transCode, 'ATTACH'),
  );
  const reload = () => void mutateFiles();
  const [viewing, setViewing] = useState<CaseFile | null>(null);
  const downloading = useTransientIndicator('download');
  const pendingOf = usePendingFiles(useController({ control, name: 'pendingFiles' }).field);
  const { field: bCount } = useController({ control, name: 'internalFormCount' });

  // A fact is set only when it differs: each set is a change of the step (it drops the step's done mark).
  const bValue = bCount.value as number | undefined;
  const setB = bCount.onChange;
  useEffect(() => {
    const n = files?.filter((f) => f.fileType === 'B').length;
    if (n !== undefined && n !== bValue) void setB(n);
  }, [files, bValue, setB]);

  if (!rules || !files) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const consent = () => {
    logProposalAccess('ProposalSteps', 'downloadConsent', '附件上傳', { transCode, stepCode });
    downloading.show();
    void downloadConsent(transCode).catch(() => undefined);
  };
  const removeAll = () =>
    modal.confirm({
      content: am.DELETE_ALL_CONFIRM,
      okText: '確定',
      cancelText: '取消',
      onOk: async () => {
        void message.success(await deleteAttachments(transCode));
        reload();
      },
    });

  return (
    <>
      {header && <PolicyHeader header={header} />}
      {polInsureType === 'M' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="請下載行動投保同意書，列印後交由客戶攜出；客戶於保險公司流程最後完成簽署。"
          action={
            <Button onClick={consent} loading={downloading.visible}>
              下載行動投保同意書
            </Button>
          }
        />
      )}
      <FactError control={control} name="pendingFiles" />
      <FactError control={control} name="internalFormCount" />
      {rules.slots.map((slot: AttachType) => (
        <FileSlot
          key={slot}
          title={attachSlotNames[slot]}
          transCode={transCode}
          fileType={slot}
          stepCode={stepCode}
          limit={uploadCountLimit(slot, rules)}
          files={files.filter((f) => f.fileType === slot)}
          readOnly={readOnly}
          required={slot === 'B'}
          onFilesChange={(mine) =>
            void mutateFiles((all) => [...(all ?? []).filter((f) => f.fileType !== slot), ...mine], {
              revalidate: false,
            })
          }
          onPendingChange={pendingOf(slot)}
          onView={setViewing}
        />
      ))}
      {!readOnly && (
        <Space>
          <Button danger onClick={removeAll} disabled={files.length === 0}>
            全部刪除
          </Button>
        </Space>
      )}
      <FileViewer transCode={transCode} file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
