import { Result } from 'antd';
import { shellMessages } from '@agent-portal/contracts/messages';

/** The block page for phones and tablets (its own chunk: a desktop never loads it). */
export function DesktopBlocked() {
  return (
    <Result
      status="warning"
      title="業務員入口網"
      subTitle={<span role="alert">{shellMessages.DESKTOP_ONLY}</span>}
      style={{ paddingTop: '20vh' }}
    />
  );
}
