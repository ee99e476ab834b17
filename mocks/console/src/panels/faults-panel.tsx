import { Button, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Typography } from 'antd';
import useSWR from 'swr';
import { api, ok, type Schemas } from '../api';
import { useRun } from '../use-run';

type Fault = Schemas['Fault'];
type Drift = Schemas['Drift'];
type FaultKind = 'status' | 'delay' | 'down' | 'maintenance' | 'errorCode' | 'replyText' | 'lostAnswer';

interface FaultForm {
  pathPrefix: string;
  method?: string;
  kind: FaultKind;
  status?: number;
  delayMs?: number;
  errorCode?: number;
  message?: string;
  replyText?: string;
  times?: number;
}

const KINDS: { value: FaultKind; label: string }[] = [
  { value: 'status', label: 'HTTP 狀態碼' },
  { value: 'delay', label: '延遲' },
  { value: 'down', label: '斷線（無回應）' },
  { value: 'maintenance', label: '449 系統維護' },
  { value: 'errorCode', label: '其他 errorCode' },
  { value: 'replyText', label: '原樣回覆內容' },
  { value: 'lostAnswer', label: '處理後斷線' },
];

const MUTATIONS: Drift['mutation'][] = [
  'drop-field',
  'change-type',
  'rename-field',
  'add-field',
  'erorrMsg',
  'empty-body',
  'html-error',
  'wrong-content-type',
];

/** The form's choice as the fault POST /__mock/faults takes. */
function toFault(v: FaultForm): Fault {
  const base: Fault = {
    pathPrefix: v.pathPrefix,
    method: v.method || undefined,
    message: v.message || undefined,
    times: v.times ?? undefined,
  };
  switch (v.kind) {
    case 'status':
      return { ...base, status: v.status };
    case 'delay':
      return { ...base, delayMs: v.delayMs };
    case 'down':
      return { ...base, down: true };
    case 'maintenance':
      return { ...base, errorCode: 449 };
    case 'errorCode':
      return { ...base, errorCode: v.errorCode };
    case 'replyText':
      return { ...base, replyText: v.replyText ?? '' };
    case 'lostAnswer':
      return { ...base, lostAnswer: true };
  }
}

const describeFault = (f: Fault) =>
  [
    f.status && `狀態 ${f.status}`,
    f.delayMs && `延遲 ${f.delayMs} ms`,
    f.down && '斷線',
    f.errorCode !== undefined && `errorCode ${f.errorCode}`,
    f.replyText !== undefined && `回覆 ${f.replyText}`,
    f.lostAnswer && '處理後斷線',
    f.message && `訊息「${f.message}」`,
  ]
    .filter(Boolean)
    .join('，');

/** Faults on core paths and drift from legacy.yaml (POST /__mock/faults, /__mock/drift). */
export function FaultsPanel() {
  const faults = useSWR('faults', () => ok(api.GET('/__mock/faults')));
  const drift = useSWR('drift', () => ok(api.GET('/__mock/drift')));
  const run = useRun();
  const [faultForm] = Form.useForm<FaultForm>();
  const [driftForm] = Form.useForm<Drift>();
  const kind = Form.useWatch('kind', faultForm);

  const addFault = (v: FaultForm) =>
    run(async () => {
      await faults.mutate(await ok(api.POST('/__mock/faults', { body: toFault(v) })), { revalidate: false });
    }, '已加入故障');
  const clearFaults = () =>
    run(async () => {
      await ok(api.DELETE('/__mock/faults'));
      await faults.mutate();
    }, '已清除所有故障');
  const addDrift = (v: Drift) =>
    run(async () => {
      const body = Object.fromEntries(
        Object.entries(v).filter(([, x]) => x !== undefined && x !== ''),
      ) as Drift;
      await drift.mutate(await ok(api.POST('/__mock/drift', { body })), { revalidate: false });
    }, '已加入漂移');
  const clearDrift = () =>
    run(async () => {
      await ok(api.DELETE('/__mock/drift'));
      await drift.mutate();
    }, '已清除所有漂移');

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Typography.Title level={5}>故障（核心路徑）</Typography.Title>
      <Form
        name="fault"
        form={faultForm}
        layout="inline"
        onFinish={addFault}
        initialValues={{ kind: 'status', status: 500 }}
      >
        <Form.Item
          name="pathPrefix"
          label="路徑開頭"
          rules={[{ required: true, pattern: /^\//, message: '以 / 開頭' }]}
        >
          <Input placeholder="/ins/inscasemain" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="method" label="方法">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 100 }}
            options={['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ value: m, label: m }))}
          />
        </Form.Item>
        <Form.Item name="kind" label="故障">
          <Select style={{ width: 150 }} options={KINDS} />
        </Form.Item>
        {kind === 'status' && (
          <Form.Item name="status" label="狀態碼" rules={[{ required: true, message: '請輸入狀態碼' }]}>
            <InputNumber min={100} max={599} />
          </Form.Item>
        )}
        {kind === 'delay' && (
          <Form.Item name="delayMs" label="毫秒" rules={[{ required: true, message: '請輸入毫秒' }]}>
            <InputNumber min={1} />
          </Form.Item>
        )}
        {kind === 'errorCode' && (
          <Form.Item
            name="errorCode"
            label="errorCode"
            rules={[{ required: true, message: '請輸入 errorCode' }]}
          >
            <InputNumber />
          </Form.Item>
        )}
        {kind === 'replyText' && (
          <Form.Item name="replyText" label="回覆內容">
            <Input style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="message" label="訊息">
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="times" label="次數">
          <InputNumber min={1} placeholder="不限" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          加入故障
        </Button>
      </Form>
      <Table<Fault>
        size="small"
        rowKey={(f) => `${f.pathPrefix} ${describeFault(f)} ${faults.data?.indexOf(f) ?? 0}`}
        dataSource={faults.data}
        loading={faults.isLoading}
        pagination={false}
        columns={[
          { title: '路徑開頭', dataIndex: 'pathPrefix' },
          { title: '方法', dataIndex: 'method', render: (m?: string) => m ?? '全部' },
          { title: '故障', render: (_, f) => describeFault(f) },
          { title: '剩餘次數', dataIndex: 'times', render: (t?: number) => t ?? '不限' },
        ]}
      />
      <Popconfirm title="清除所有故障？" onConfirm={clearFaults} okText="清除" cancelText="取消">
        <Button>清除所有故障</Button>
      </Popconfirm>

      <Typography.Title level={5}>漂移（回應偏離 legacy.yaml）</Typography.Title>
      <Form
        name="drift"
        form={driftForm}
        layout="inline"
        onFinish={addDrift}
        initialValues={{ method: 'GET', mutation: 'erorrMsg' }}
      >
        <Form.Item name="method" label="方法" rules={[{ required: true }]}>
          <Select
            style={{ width: 100 }}
            options={['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ value: m, label: m }))}
          />
        </Form.Item>
        <Form.Item
          name="path"
          label="路徑"
          rules={[{ required: true, pattern: /^\//, message: '以 / 開頭' }]}
        >
          <Input placeholder="/public/getVer" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="mutation" label="變化" rules={[{ required: true }]}>
          <Select style={{ width: 180 }} options={MUTATIONS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="pointer" label="欄位 (JSON Pointer)">
          <Input placeholder="/data/0/polState" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="to" label="新欄位名">
          <Input style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="message" label="erorrMsg 文字">
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          加入漂移
        </Button>
      </Form>
      <Table<Drift>
        size="small"
        rowKey={(d) =>
          `${d.method} ${d.path} ${d.mutation} ${d.pointer ?? ''} ${drift.data?.indexOf(d) ?? 0}`
        }
        dataSource={drift.data}
        loading={drift.isLoading}
        pagination={false}
        columns={[
          { title: '方法', dataIndex: 'method' },
          { title: '路徑', dataIndex: 'path' },
          { title: '變化', dataIndex: 'mutation' },
          { title: '欄位', dataIndex: 'pointer' },
          { title: '新名 / 訊息', render: (_, d) => d.to ?? d.message ?? '' },
        ]}
      />
      <Popconfirm title="清除所有漂移？" onConfirm={clearDrift} okText="清除" cancelText="取消">
        <Button>清除所有漂移</Button>
      </Popconfirm>
    </Space>
  );
}
