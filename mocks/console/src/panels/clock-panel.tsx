import { Button, Descriptions, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { api, ok } from '../api';
import { useRun } from '../use-run';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Taipei's wall clock for an ISO time (the portal's business dates are Taipei's). */
const taipei = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });

/** The mock's clock (GET/POST /__mock/clock): the BFF's business dates follow it outside production. */
export function ClockPanel() {
  const clock = useSWR('clock', () => ok(api.GET('/__mock/clock')));
  const run = useRun();
  const [days, setDays] = useState<number | null>(1);

  const advance = (advanceMs: number) =>
    run(async () => {
      await clock.mutate(await ok(api.POST('/__mock/clock', { body: { advanceMs } })), { revalidate: false });
    }, '時鐘已移動');

  const offset = clock.data?.offsetMs ?? 0;
  return (
    <Space direction="vertical">
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="模擬核心的現在（台北）">
          <span aria-label="模擬核心的現在">{clock.data ? taipei(clock.data.now) : '…'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="與本機時鐘相差">
          <span aria-label="時鐘偏移">{`${(offset / DAY).toFixed(2)} 天（${offset} ms）`}</span>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        <Button onClick={() => void advance(HOUR)}>往後 1 小時</Button>
        <Button onClick={() => void advance(DAY)}>往後 1 天</Button>
        <Button onClick={() => void advance(-DAY)}>往前 1 天</Button>
        <Space.Compact>
          <InputNumber aria-label="移動天數" value={days} onChange={setDays} addonAfter="天" />
          <Button onClick={() => days !== null && void advance(days * DAY)}>移動</Button>
        </Space.Compact>
        <Button disabled={offset === 0} onClick={() => void advance(-offset)}>
          回到本機時間
        </Button>
        <Button onClick={() => void clock.mutate()}>重新讀取</Button>
      </Space>
      <Typography.Text type="secondary">
        入口網站（CORE_CLOCK=on）在下一次呼叫核心時採用這個時鐘；超過 SESSION_TIMEOUT 會使核心的登入逾時。
      </Typography.Text>
    </Space>
  );
}
