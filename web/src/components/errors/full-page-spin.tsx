import { Spin } from 'antd';

/** The global loading state while the session or the shared data loads. */
export function FullPageSpin() {
  return <Spin fullscreen size="large" tip="載入中" />;
}
