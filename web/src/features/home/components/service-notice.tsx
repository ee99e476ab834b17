import { useEffect, useRef } from 'react';
import { Modal } from 'antd';
import { markServiceNoticeShown, shouldShowServiceNotice } from '../utils/service-notice';

/** The service announcement (srvCont), once per login. */
export function ServiceNotice({ text, loginId }: { text: string | undefined; loginId: string }) {
  const [modal, holder] = Modal.useModal();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !shouldShowServiceNotice(text, loginId, window.sessionStorage)) return;
    done.current = true;
    markServiceNoticeShown(loginId, window.sessionStorage);
    void modal.info({ title: '服務公告', content: text, okText: '確定' });
  }, [text, loginId, modal]);
  return holder;
}
