import { Select, Space, Typography } from 'antd';
import useSWR from 'swr';
import { api, ok, type Schemas } from '../api';
import { useRun } from '../use-run';

type Mode = Schemas['RobotCheck']['mode'];

const MODES: { value: Mode; label: string }[] = [
  { value: 'unavailable', label: '關閉（輸入圖形驗證碼）' },
  { value: 'ok', label: '通過' },
  { value: 'error', label: '驗證失敗' },
  { value: 'expired', label: '驗證逾時' },
  { value: 'param', label: '參數錯誤' },
];

/** How the login's robot check answers (GET/PUT /__mock/robot-check); off, the login page shows the captcha. */
export function RobotCheckSelect() {
  const robot = useSWR('robot-check', () => ok(api.GET('/__mock/robot-check')));
  const run = useRun();
  const choose = (mode: Mode) =>
    run(async () => {
      await robot.mutate(await ok(api.PUT('/__mock/robot-check', { body: { mode } })), { revalidate: false });
    }, '機器人驗證已變更');
  return (
    <Space>
      <Typography.Text>我不是機器人：</Typography.Text>
      <Select
        aria-label="機器人驗證"
        style={{ width: 200 }}
        value={robot.data?.mode}
        options={MODES}
        onChange={(mode: Mode) => void choose(mode)}
      />
    </Space>
  );
}
