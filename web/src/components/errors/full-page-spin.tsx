import { Spin } from 'antd';

/** The global loading state while the session or the shared data loads (no overlay: alerts stay on top). */
export function FullPageSpin() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip="載入中">
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
