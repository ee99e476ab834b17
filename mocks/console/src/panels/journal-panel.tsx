import { Button, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { api, ok, type Schemas } from '../api';
import { useRun } from '../use-run';

type Entry = Schemas['JournalEntry'];

const statusColor = (s: number | null) =>
  s === null ? 'default' : s < 300 ? 'green' : s < 500 ? 'orange' : 'red';

/** The request journal (GET /__mock/requests): what the portal sent the core, newest first, polled every 2 s. */
export function JournalPanel() {
  const [userCode, setUserCode] = useState('');
  const [pathPrefix, setPathPrefix] = useState('');
  const [live, setLive] = useState(true);
  const run = useRun();
  const query = { ...(userCode && { userCode }), ...(pathPrefix && { pathPrefix }) };
  const journal = useSWR(
    ['journal', userCode, pathPrefix],
    () => ok(api.GET('/__mock/requests', { params: { query } })),
    {
      refreshInterval: live ? 2000 : 0,
    },
  );
  const clear = () =>
    run(async () => {
      await ok(api.DELETE('/__mock/requests'));
      await journal.mutate();
    }, '已清除請求紀錄');

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input
          aria-label="篩選業務員"
          placeholder="業務員代碼"
          value={userCode}
          onChange={(e) => setUserCode(e.target.value.trim())}
          style={{ width: 140 }}
        />
        <Input
          aria-label="篩選路徑開頭"
          placeholder="路徑開頭 /ins"
          value={pathPrefix}
          onChange={(e) => setPathPrefix(e.target.value.trim())}
          style={{ width: 200 }}
        />
        <Space>
          <Switch aria-label="自動更新" checked={live} onChange={setLive} />
          <Typography.Text>自動更新</Typography.Text>
        </Space>
        <Button onClick={() => void journal.mutate()}>重新整理</Button>
        <Button onClick={() => void clear()}>清除紀錄</Button>
      </Space>
      <Table<Entry>
        rowKey="seq"
        size="small"
        loading={journal.isLoading}
        dataSource={[...(journal.data ?? [])].reverse()}
        pagination={{ pageSize: 50 }}
        expandable={{
          rowExpandable: (e) => e.bodyShape !== null,
          expandedRowRender: (e) => <pre style={{ margin: 0 }}>{JSON.stringify(e.bodyShape, null, 2)}</pre>,
        }}
        columns={[
          { title: '#', dataIndex: 'seq' },
          {
            title: '時間',
            dataIndex: 'at',
            render: (at: string) => new Date(at).toLocaleTimeString('zh-TW', { hour12: false }),
          },
          { title: '方法', dataIndex: 'method' },
          { title: '路徑', dataIndex: 'path' },
          {
            title: '狀態',
            dataIndex: 'status',
            render: (s: number | null) => <Tag color={statusColor(s)}>{s ?? '…'}</Tag>,
          },
          {
            title: '耗時 (ms)',
            dataIndex: 'durationMs',
            render: (d: number | null) => (d === null ? '' : Math.round(d)),
          },
          { title: '業務員', dataIndex: 'userCode' },
          { title: 'Request ID', dataIndex: 'requestId' },
        ]}
      />
    </Space>
  );
}
