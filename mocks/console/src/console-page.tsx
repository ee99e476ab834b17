import { Button, Layout, Popconfirm, Space, Tabs, Typography } from 'antd';
import { mutate } from 'swr';
import { api, ok } from './api';
import { useRun } from './use-run';
import { ClockPanel } from './panels/clock-panel';
import { FaultsPanel } from './panels/faults-panel';
import { JournalPanel } from './panels/journal-panel';
import { MessagesPanel } from './panels/messages-panel';
import { ParametersPanel } from './panels/parameters-panel';
import { ScenariosPanel } from './panels/scenarios-panel';
import { UsersPanel } from './panels/users-panel';

const TABS = [
  { key: 'users', label: '使用者', children: <UsersPanel /> },
  { key: 'scenarios', label: '案件情境', children: <ScenariosPanel /> },
  { key: 'faults', label: '故障與漂移', children: <FaultsPanel /> },
  { key: 'clock', label: '時鐘', children: <ClockPanel /> },
  { key: 'parameters', label: '系統參數', children: <ParametersPanel /> },
  { key: 'messages', label: '驗證碼/OTP/簡訊/郵件', children: <MessagesPanel /> },
  { key: 'journal', label: '請求紀錄', children: <JournalPanel /> },
];

/** One page, one tab per part of the control API (issue 44 item 7). */
export function ConsolePage() {
  const run = useRun();
  const reset = () =>
    run(async () => {
      await ok(api.POST('/__mock/reset'));
      await mutate(() => true);
    }, '模擬核心已重設');
  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }}>
      <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            模擬核心 QA 控制台
          </Typography.Title>
          <Space>
            <a href="/__mock/docs/" target="_blank" rel="noreferrer">
              控制 API 文件
            </a>
            <Popconfirm title="重設模擬核心的所有資料？" onConfirm={reset} okText="重設" cancelText="取消">
              <Button danger>重設模擬核心</Button>
            </Popconfirm>
          </Space>
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: '0 24px 24px' }}>
        <Tabs items={TABS} destroyOnHidden />
      </Layout.Content>
    </Layout>
  );
}
