import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Form, Typography } from 'antd';
import { useController, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { checkGroupNames } from '@agent-portal/contracts/messages';
import { reasonLabelOf, resultField } from '@agent-portal/contracts/validation/check-items';
import type { ReasonField } from '@agent-portal/contracts/rules';
import { FormTextArea } from '@/components/form/form-text-area';
import { useLoad } from '@/lib/use-load';
import { listFiles, type CaseFile } from '../../api/case-files';
import { useUploadRules } from '../../api/upload-rules';
import { FileSlot } from '../../components/files/file-slot';
import { FileViewer } from '../../components/files/file-viewer';
import { usePendingFiles } from '../../hooks/use-pending-files';
import { FinanceTable } from './finance-table';
import type { CheckItemsStepValues } from './values';

export interface CheckItemsFormProps {
  control: Control<CheckItemsStepValues>;
  readOnly: boolean;
  transCode: string;
  /** INS_S4 or REMOTE_S4: the step code of the VALIDATE uploads. */
  stepCode: string;
  polInsureType: 'M' | 'R';
}

/** A hidden fact's schema error (AG file, pending files), shown as an alert. */
function FactError<V extends FieldValues>({ control, name }: { control: Control<V>; name: Path<V> }) {
  const { fieldState } = useController({ control, name });
  return fieldState.error ? (
    <Alert type="error" showIcon message={fieldState.error.message} style={{ marginBottom: 12 }} />
  ) : null;
}

/**
 * 檢核項目 (spec 2 §2.5, §5): each group with its items, description (≤ 200) and VALIDATE files, the finance
 * changes and their reasons (≤ 100). Shared by step n4 and the list's 檢核總表 dialog.
 */
export function CheckItemsForm({
  control,
  readOnly,
  transCode,
  stepCode,
  polInsureType,
}: CheckItemsFormProps) {
  const view = useWatch({ control, name: 'view' });
  const { field: agCount } = useController({ control, name: 'agFileCount' });
  const pendingOf = usePendingFiles(useController({ control, name: 'pendingFiles' }).field);
  const { data: rules } = useUploadRules(polInsureType);
  // The case's VALIDATE files, loaded once; the slots' uploads and deletions change them here.
  const { data: loadedFiles, mutate: mutateFiles } = useLoad(
    transCode ? ['case-files', transCode, 'VALIDATE'] : null,
    () => listFiles(transCode, 'VALIDATE'),
  );
  const files = useMemo(() => loadedFiles ?? [], [loadedFiles]);
  const filesLoaded = loadedFiles !== undefined;
  const setFiles = (change: (all: CaseFile[]) => CaseFile[]) =>
    void mutateFiles((all) => change(all ?? []), { revalidate: false });
  const [viewing, setViewing] = useState<CaseFile | null>(null);

  // A fact is set only when it differs: each set is a change of the step (it drops the step's done mark).
  const agValue = agCount.value;
  const setAgCount = agCount.onChange;
  useEffect(() => {
    const n = files.filter((f) => f.fileType === 'AG').length;
    if (filesLoaded && n !== agValue) void setAgCount(n);
  }, [files, filesLoaded, agValue, setAgCount]);

  if (view === undefined) return null;
  if (view === null) return <Alert type="warning" showIcon message="無法取得檢核項目，請稍後再試。" />;
  const needed = view.reasonsNeeded as ReasonField[];

  return (
    <Form layout="vertical" component="div">
      <FactError control={control} name="pendingFiles" />
      <FactError control={control} name="agFileCount" />
      {view.groups.map((g) => (
        <Card key={g.group} title={`${g.name}（${g.group}）`} size="small" style={{ marginBottom: 16 }}>
          <ul style={{ marginTop: 0 }}>
            {g.items.map((item) => (
              <li key={item.itemName}>
                <Typography.Text strong>{item.itemName}</Typography.Text>：{item.itemDesc}
              </li>
            ))}
          </ul>
          <FormTextArea
            control={control}
            name={resultField(g.group)}
            label={`${checkGroupNames[g.group]}說明`}
            maxLength={200}
            disabled={readOnly}
            required
          />
          <FileSlot
            title={`${checkGroupNames[g.group]}檔案`}
            transCode={transCode}
            fileType={g.group}
            stepCode={stepCode}
            limit={rules?.fileLimit ?? 0}
            files={files.filter((f) => f.fileType === g.group)}
            readOnly={readOnly || !rules}
            required={g.group === 'AG'}
            onFilesChange={(mine) =>
              setFiles((all) => [...all.filter((f) => f.fileType !== g.group), ...mine])
            }
            onPendingChange={pendingOf(g.group)}
            onView={setViewing}
          />
        </Card>
      ))}
      {view.finance.length > 0 && (
        <Card title="財務狀況異動" size="small" style={{ marginBottom: 16 }}>
          <FinanceTable finance={view.finance} />
          {needed.length > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              以下項目與前次投保資料不同，請填寫異動原因（被保險人之異動原因同要保人）。
            </Typography.Paragraph>
          )}
          {needed.map((r) => (
            <FormTextArea
              key={r}
              control={control}
              name={r}
              label={`${reasonLabelOf(r)}異動原因`}
              maxLength={100}
              rows={1}
              disabled={readOnly}
              required
            />
          ))}
        </Card>
      )}
      <FileViewer transCode={transCode} file={viewing} onClose={() => setViewing(null)} />
    </Form>
  );
}
