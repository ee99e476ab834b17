import { useEffect, useState } from 'react';
import { Button, Modal, Space, Typography } from 'antd';
import { shellMessages } from '@agent-portal/contracts/messages';
import { SESSION_REMIND_EVENT } from '@/lib/session-events';
import { postKeepalive } from '../api/post-keepalive';

/** Above antd's confirm dialogs (zIndexPopupBase 1000 + its container offset's maximum, 1000). */
export const REMINDER_Z_INDEX = 2100;

interface SessionReminderProps {
  open: boolean;
  remainingSeconds: number;
  onLogout: () => void;
}

/**
 * The reminder at the threshold (spec 1, section 4): 繼續使用 slides the session (the successful call restarts
 * the countdown, which closes the reminder); 登出 logs out. A failed keepalive is handled by the api client
 * (a 401 goes to login).
 */
export function SessionReminder({ open, remainingSeconds, onLogout }: SessionReminderProps) {
  const [busy, setBusy] = useState(false);
  // Open drafts save themselves before the session may end (issue 10 autosave).
  useEffect(() => {
    if (open) window.dispatchEvent(new Event(SESSION_REMIND_EVENT));
  }, [open]);
  const keep = () => {
    setBusy(true);
    postKeepalive()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      open={open}
      title="系統提示"
      closable={false}
      maskClosable={false}
      keyboard={false}
      // Above every other dialog (e.g. the service announcement): it decides whether the session goes on. antd
      // gives its confirm dialogs (modal.info, modal.confirm) 2000, the most it gives anything: at 2000 too, a
      // dialog opened after the reminder (the announcement, late on a slow page) covered it.
      zIndex={REMINDER_Z_INDEX}
      footer={
        <Space>
          <Button onClick={onLogout}>登出</Button>
          <Button type="primary" loading={busy} onClick={keep}>
            繼續使用
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{shellMessages.SESSION_REMIND}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {remainingSeconds} {shellMessages.AUTO_LOGOUT_COUNTDOWN}
      </Typography.Paragraph>
    </Modal>
  );
}
