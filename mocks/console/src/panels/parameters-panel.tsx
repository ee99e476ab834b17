import { Button, Input, Radio, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { api, ok, type Schemas } from '../api';
import { useRun } from '../use-run';

type Parameter = Schemas['Parameter'];

/** The parameters QA changes most (issue 44 item 7), listed first. */
const FIRST = [
  'CH_OPEN_YN',
  'RISK_SCORE_LIMIT',
  'HIGH_AGE_LIMIT',
  'WALKOUT_DAY_LIMIT',
  'APP_REMIND_TIME',
  'CELLPHONE_SWITCH',
];
const rank = (p: Parameter) => {
  const i = FIRST.indexOf(p.parameterCode);
  return i < 0 ? FIRST.length : i;
};

/** System parameters (GET/PUT /__mock/parameters) and work time: the portal sees a change on its next request. */
export function ParametersPanel() {
  const parameters = useSWR('parameters', () => ok(api.GET('/__mock/parameters')));
  const run = useRun();
  const sorted = [...(parameters.data ?? [])].sort((a, b) => rank(a) - rank(b));

  const setWorkTime = (inWorkTime: boolean) =>
    run(
      () => ok(api.PUT('/__mock/work-time', { body: { inWorkTime } })),
      inWorkTime ? '上班時間' : '非上班時間',
    );

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Typography.Text>核心回報上班時間：</Typography.Text>
        <Radio.Group
          optionType="button"
          defaultValue="Y"
          options={[
            { value: 'Y', label: '是' },
            { value: 'N', label: '否' },
          ]}
          onChange={(e) => void setWorkTime(e.target.value === 'Y')}
        />
      </Space>
      <Table<Parameter>
        rowKey={(p) => `${p.parameterType}.${p.parameterCode}`}
        size="small"
        loading={parameters.isLoading}
        dataSource={sorted}
        pagination={false}
        columns={[
          { title: '類別', dataIndex: 'parameterType' },
          { title: '代碼', dataIndex: 'parameterCode' },
          { title: '說明', dataIndex: 'variableDesc' },
          {
            title: '值',
            render: (_, p) => (
              <ParameterValue
                key={`${p.parameterCode}=${p.parameterValue}`}
                parameter={p}
                onSaved={() => void parameters.mutate()}
              />
            ),
          },
        ]}
      />
    </Space>
  );
}

function ParameterValue({ parameter, onSaved }: { parameter: Parameter; onSaved: () => void }) {
  const [value, setValue] = useState(parameter.parameterValue);
  const run = useRun();
  const { parameterType, parameterCode } = parameter;
  const save = () =>
    run(async () => {
      await ok(
        api.PUT('/__mock/parameters', { body: { parameterType, parameterCode, parameterValue: value } }),
      );
      onSaved();
    }, `${parameterCode} = ${value}`);
  return (
    <Space.Compact>
      <Input
        aria-label={`${parameterCode} 的值`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        style={{ width: 260 }}
      />
      <Button
        aria-label={`儲存 ${parameterCode}`}
        disabled={value === parameter.parameterValue}
        onClick={() => void save()}
      >
        儲存
      </Button>
    </Space.Compact>
  );
}
