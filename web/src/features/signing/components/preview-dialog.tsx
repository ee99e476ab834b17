import { useMemo, useState } from 'react';
import { Empty, Modal, Spin, Tabs, Tag } from 'antd';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import { useCommonData } from '@/api/common';
import { base64ToBytes, DocumentFailed, PdfViewer } from '@/components/pdf';
import { timerSettings } from '@/lib/session-timer';
import { useSessionCountdown } from '@/hooks/use-session-countdown';
import { usePreviewRecords, type PreviewRecords } from '../api/signing';
import { viewerScale } from '../utils/viewer-scale';

export interface PreviewDialogProps {
  transCode: string | null;
  onClose: () => void;
}

const noop = () => undefined;

/** The session's seconds left, mirrored from the shell's timer (the shell itself logs out at 0). */
function AutoLogoutCountdown() {
  const common = useCommonData();
  const { timeout } = timerSettings(common.timer);
  const remaining = useSessionCountdown(timeout, noop);
  return (
    <Tag color={remaining <= 60 ? 'red' : 'blue'} data-testid="preview-countdown">
      {sm.AUTO_LOGOUT(remaining)}
    </Tag>
  );
}

function TabDocuments({ tab }: { tab: PreviewRecords['tabs'][number] }) {
  const sources = useMemo(() => tab.documents.map((d) => ({ data: base64ToBytes(d.base64) })), [tab]);
  if (sources.length === 0) return <Empty description="無文件" />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {sources.map((source, i) => (
        <PdfViewer
          key={i}
          source={source}
          scale={viewerScale(window.innerWidth)}
          title={`${tab.title} ${i + 1}`}
        />
      ))}
    </div>
  );
}

/**
 * The full-screen PDF preview (spec 2 §2.8): tabs proposal, written analysis, consent, attachments (the BFF leaves
 * out proposal and consent for remote cases), the auto-logout countdown, 文件產出發生異常… when the core fails.
 */
export default function PreviewDialog({ transCode, onClose }: PreviewDialogProps) {
  const { data, error, isLoading, mutate } = usePreviewRecords(transCode ?? undefined);
  const [active, setActive] = useState<string>();
  return (
    <Modal
      open={transCode !== null}
      title={
        <span>
          {sm.PREVIEW_TITLE} <AutoLogoutCountdown />
        </span>
      }
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 110px)', overflow: 'auto', background: '#f0f0f0' } }}
      footer={null}
      onCancel={onClose}
      destroyOnClose
    >
      {isLoading && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {error && <DocumentFailed testId="preview-failed" onReload={() => void mutate()} />}
      {data && (
        <Tabs
          activeKey={active ?? data.tabs[0]?.key}
          onChange={setActive}
          items={data.tabs.map((t) => ({ key: t.key, label: t.title, children: <TabDocuments tab={t} /> }))}
        />
      )}
    </Modal>
  );
}
