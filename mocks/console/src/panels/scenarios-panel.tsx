import { Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { api, ok, usePortalUrl, useUsers, type Schemas } from '../api';
import { useRun } from '../use-run';

type ScenarioRequest = Schemas['ScenarioRequest'];
type Field = { name: keyof ScenarioRequest; label: string; options: [string, string][] };

const POL_STATES: [string, string][] = [
  ['N', '新建立'],
  ['O', '已轉保險公司'],
  ['S', '已送件'],
  ['U', '待補正'],
  ['P', '審核中'],
  ['A', '已承保'],
  ['R', '退件'],
  ['B', '已撤件'],
];

/** Spec 2 §4's sub-states, by its field names; empty is the seed's default. */
const SUB_STATES: Field[] = [
  {
    name: 'preSignState',
    label: 'preSignState',
    options: [
      ['R', 'R'],
      ['Y', 'Y'],
    ],
  },
  {
    name: 'elecCallState',
    label: 'elecCallState',
    options: [
      ['P', 'P'],
      ['Y', 'Y'],
      ['N', 'N'],
    ],
  },
  {
    name: 'amlPassState',
    label: 'amlPassState',
    options: [
      ['P', 'P'],
      ['Y', 'Y'],
      ['N', 'N'],
    ],
  },
  {
    name: 'eddPassState',
    label: 'eddPassState',
    options: [
      ['A', 'A'],
      ['Y', 'Y'],
      ['N', 'N'],
    ],
  },
  {
    name: 'writSendState',
    label: 'writSendState',
    options: [
      ['P', 'P'],
      ['A', 'A'],
      ['N', 'N'],
    ],
  },
];

const toOptions = (pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));
/** Form values with empty fields left out (the seed's default), as POST /__mock/scenarios reads them. */
const filled = (values: ScenarioRequest): ScenarioRequest =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as ScenarioRequest;

/** The portal's list naming one case: it lists that case and opens it (the wizard, or its preview). */
const caseUrl = (portalUrl: string, transCode: string) =>
  `${portalUrl}/proposal?aTransCode=${encodeURIComponent(transCode)}`;

/** Makes a case in any state (POST /__mock/scenarios) and lists the named ones. */
export function ScenariosPanel() {
  const [form] = Form.useForm<ScenarioRequest>();
  const { data: users } = useUsers();
  const scenarios = useSWR('scenarios', () => ok(api.GET('/__mock/scenarios')));
  const portalUrl = usePortalUrl();
  const run = useRun();
  const [made, setMade] = useState<string>();

  const make = (values: ScenarioRequest) =>
    run(async () => {
      const { transCode } = await ok(api.POST('/__mock/scenarios', { body: filled(values) }));
      setMade(transCode);
      await scenarios.mutate();
    }, '案件已建立');

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form
        name="scenario"
        form={form}
        layout="inline"
        onFinish={make}
        initialValues={{ polInsureType: 'M', compCode: 'CH', stepCode: 'INS_S1' }}
      >
        <Form.Item name="userCode" label="業務員" rules={[{ required: true, message: '請選擇業務員' }]}>
          <Select
            showSearch
            style={{ width: 180 }}
            options={users?.map((u) => ({ value: u.userCode, label: `${u.userCode} ${u.userName}` }))}
          />
        </Form.Item>
        <Form.Item
          name="polState"
          label="案件狀態 polState"
          rules={[{ required: true, message: '請選擇狀態' }]}
        >
          <Select style={{ width: 150 }} options={toOptions(POL_STATES.map(([v, l]) => [v, `${v} ${l}`]))} />
        </Form.Item>
        <Form.Item name="polInsureType" label="投保方式">
          <Select
            style={{ width: 120 }}
            options={toOptions([
              ['M', '行動投保'],
              ['R', '遠距投保'],
            ])}
          />
        </Form.Item>
        <Form.Item name="compCode" label="保險公司">
          <Select
            style={{ width: 100 }}
            options={toOptions(['CH', 'TY', 'FG', 'BPC', 'HS'].map((c) => [c, c]))}
          />
        </Form.Item>
        {SUB_STATES.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label}>
            <Select allowClear style={{ width: 130 }} options={toOptions(f.options)} />
          </Form.Item>
        ))}
        <Form.Item name="stepCode" label="填寫進度">
          <Select
            style={{ width: 110 }}
            options={toOptions(['INS_S1', 'INS_S3', 'INS_S8'].map((c) => [c, c]))}
          />
        </Form.Item>
        <Form.Item name="signatures" label="簽名">
          <Select
            allowClear
            style={{ width: 110 }}
            options={toOptions([
              ['none', '未簽'],
              ['some', '部分'],
              ['all', '全部'],
            ])}
          />
        </Form.Item>
        <Form.Item
          name="insAcceptDt"
          label="受理日"
          rules={[{ pattern: /^\d{4}\/\d{2}\/\d{2}$/, message: 'YYYY/MM/DD' }]}
        >
          <Input placeholder="今天" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name="writSendDate"
          label="書面寄送日"
          rules={[{ pattern: /^\d{4}\/\d{2}\/\d{2}$/, message: 'YYYY/MM/DD' }]}
        >
          <Input style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="returnDesc" label="退件原因">
          <Input style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="description" label="說明">
          <Input style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          建立案件
        </Button>
      </Form>
      {made && (
        <Typography.Text>
          已建立案件{' '}
          <Typography.Text code aria-label="建立的受理編號">
            {made}
          </Typography.Text>
          {portalUrl && (
            <>
              ：
              <a href={`${portalUrl}/proposal`} target="_blank" rel="noreferrer">
                入口網站的要保書列表
              </a>
              ，
              <a href={caseUrl(portalUrl, made)} target="_blank" rel="noreferrer">
                在入口網站開啟此案件
              </a>
              （先以案件的業務員登入入口網站）
            </>
          )}
        </Typography.Text>
      )}
      <Table<Schemas['Scenario']>
        rowKey="transCode"
        size="small"
        loading={scenarios.isLoading}
        dataSource={scenarios.data}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: '名稱', dataIndex: 'name', width: 150 },
          { title: '受理編號', dataIndex: 'transCode' },
          { title: '業務員', dataIndex: 'userCode' },
          { title: '狀態', dataIndex: 'polState', width: 60 },
          { title: '方式', dataIndex: 'polInsureType', width: 60 },
          { title: '公司', dataIndex: 'compCode' },
          {
            title: '子狀態',
            render: (_, s) =>
              SUB_STATES.map(
                (f) => s[f.name as keyof typeof s] && `${f.name}=${String(s[f.name as keyof typeof s])}`,
              )
                .filter(Boolean)
                .join(' '),
          },
          { title: '受理日', dataIndex: 'insAcceptDt' },
          { title: '說明', dataIndex: 'description' },
          {
            title: '入口網站',
            width: 90,
            render: (_, c) =>
              portalUrl && (
                <a href={caseUrl(portalUrl, c.transCode)} target="_blank" rel="noreferrer">
                  開啟
                </a>
              ),
          },
        ]}
      />
    </Space>
  );
}
