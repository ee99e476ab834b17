import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, List, Progress, Space, Tag, Typography } from 'antd';
import { attachmentMessages as am } from '@agent-portal/contracts/messages';
import { useTransientIndicator } from '@/hooks/use-transient-indicator';
import { ApiError } from '@/lib/api-error';
import { deleteFile, type CaseFile } from '../../api/case-files';
import { uploadFile } from '../../api/upload-file';
import { uploadRefusal } from '../../utils/upload-refusal';

interface Pending {
  id: number;
  file: File;
  percent: number | null;
  error?: string;
}

export interface FileSlotProps {
  title: string;
  transCode: string;
  fileType: CaseFile['fileType'];
  stepCode: string;
  limit: number;
  files: CaseFile[];
  readOnly: boolean;
  /** Shown beside the title (e.g. 必填 for BM1's slot B, the AG group). */
  required?: boolean;
  onFilesChange: (files: CaseFile[]) => void;
  /** How many picked files wait for 上傳 (they block 下一步: 仍有檔案未上傳!). */
  onPendingChange: (count: number) => void;
  onView: (file: CaseFile) => void;
}

let nextId = 0;

/**
 * One upload slot (spec 2 §2.5, §2.6, §5): the stored files (檢視, 刪除), the picked files waiting for 上傳 with
 * their progress, the limits checked on pick with the spec's messages. The BFF checks them all again.
 */
export function FileSlot(props: FileSlotProps) {
  const { title, transCode, fileType, stepCode, limit, files, readOnly, onFilesChange, onPendingChange } =
    props;
  const { modal, message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [uploading, setUploading] = useState(false);
  // Spec 2 §4.7: the upload's spinner hides after 3 s; each file's progress bar stays until it is stored.
  const spinner = useTransientIndicator('upload');

  const pendingChanged = useRef(onPendingChange);
  pendingChanged.current = onPendingChange;
  useEffect(() => pendingChanged.current(pending.length), [pending.length]);

  const pick = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (input.current) input.current.value = '';
    let taken = files.length + pending.length;
    const accepted: Pending[] = [];
    for (const file of picked) {
      const refusal = await uploadRefusal(file, fileType, { taken, limit });
      if (refusal) {
        void modal.warning({ title, content: refusal, okText: '確定' });
        break;
      }
      taken += 1;
      accepted.push({ id: (nextId += 1), file, percent: null });
    }
    if (accepted.length) setPending((p) => [...p, ...accepted]);
  };

  const uploadAll = async () => {
    setUploading(true);
    spinner.show();
    let stored = files;
    for (const item of pending) {
      const progress = (percent: number) =>
        setPending((p) => p.map((x) => (x.id === item.id ? { ...x, percent, error: undefined } : x)));
      try {
        const file = await uploadFile({ transCode, fileType, stepCode }, item.file, progress);
        stored = [...stored, file];
        onFilesChange(stored);
        setPending((p) => p.filter((x) => x.id !== item.id));
      } catch (error) {
        const text = error instanceof ApiError ? error.body.message : String(error);
        setPending((p) => p.map((x) => (x.id === item.id ? { ...x, percent: null, error: text } : x)));
      }
    }
    setUploading(false);
  };

  const remove = (file: CaseFile) =>
    modal.confirm({
      content: am.DELETE_CONFIRM,
      okText: '確定',
      cancelText: '取消',
      onOk: async () => {
        void message.success(await deleteFile(transCode, file.fileCode, stepCode));
        onFilesChange(files.filter((f) => f.fileCode !== file.fileCode));
      },
    });

  return (
    <Card
      role="region"
      aria-label={title}
      size="small"
      title={
        <Space>
          <span>{title}</span>
          {props.required && <Tag color="red">必填</Tag>}
          <Typography.Text type="secondary">
            （{files.length}/{limit}）
          </Typography.Text>
        </Space>
      }
      extra={
        !readOnly && (
          <Space>
            <input
              ref={input}
              type="file"
              hidden
              multiple={limit > 1}
              accept={fileType === 'A' ? '.jpg,.jpeg' : '.jpg,.jpeg,.png,.pdf'}
              aria-label={`${title} 選擇檔案`}
              onChange={(e) => void pick(e.target.files)}
            />
            <Button onClick={() => input.current?.click()} disabled={uploading}>
              選擇檔案
            </Button>
            <Button
              type="primary"
              onClick={() => void uploadAll()}
              disabled={!pending.length || uploading}
              loading={uploading && spinner.visible}
            >
              上傳
            </Button>
          </Space>
        )
      }
      style={{ marginBottom: 12 }}
    >
      <List
        size="small"
        locale={{ emptyText: '尚未上傳檔案' }}
        dataSource={files}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button
                key="view"
                type="link"
                onClick={() => props.onView(f)}
                aria-label={`檢視 ${f.fileName}`}
              >
                檢視
              </Button>,
              ...(readOnly
                ? []
                : [
                    <Button
                      key="del"
                      type="link"
                      danger
                      onClick={() => remove(f)}
                      aria-label={`刪除 ${f.fileName}`}
                    >
                      刪除
                    </Button>,
                  ]),
            ]}
          >
            {f.fileName}
          </List.Item>
        )}
      />
      {pending.map((p) => (
        <div key={p.id} data-pending-file={p.file.name} style={{ padding: '4px 16px' }}>
          <Space>
            <Tag>待上傳</Tag>
            <span>{p.file.name}</span>
            {!uploading && (
              <Button
                size="small"
                type="link"
                onClick={() => setPending((x) => x.filter((y) => y.id !== p.id))}
              >
                移除
              </Button>
            )}
          </Space>
          {p.percent !== null && (
            <Progress percent={p.percent} size="small" aria-label={`${p.file.name} 上傳進度`} />
          )}
          {p.error && <Typography.Text type="danger">{p.error}</Typography.Text>}
        </div>
      ))}
    </Card>
  );
}
