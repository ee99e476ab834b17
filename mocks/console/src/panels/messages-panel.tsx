import { Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { api, ok, type Schemas } from '../api';
import { useRun } from '../use-run';

/** What the core issued last: the captcha, an agent's OTP, the consent SMS and the mails. */
export function MessagesPanel() {
  const run = useRun();
  const [captcha, setCaptcha] = useState<string>();
  const [userCode, setUserCode] = useState('AG00002');
  const [otp, setOtp] = useState<string>();
  const sms = useSWR('sms', () => ok(api.GET('/__mock/sms-sent')));
  const mails = useSWR('mails', () => ok(api.GET('/__mock/mails')));

  const readCaptcha = () => run(async () => setCaptcha((await ok(api.GET('/__mock/last-captcha'))).text));
  const readOtp = () =>
    run(async () => {
      setOtp(undefined);
      setOtp((await ok(api.GET('/__mock/last-otp', { params: { query: { userCode } } }))).otpCode);
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Space>
        <Button onClick={() => void readCaptcha()}>讀取最新驗證碼</Button>
        {captcha && (
          <Typography.Text code aria-label="驗證碼">
            {captcha}
          </Typography.Text>
        )}
      </Space>
      <Space>
        <Space.Compact>
          <Input
            aria-label="OTP 業務員代碼"
            value={userCode}
            onChange={(e) => setUserCode(e.target.value)}
            style={{ width: 140 }}
          />
          <Button onClick={() => void readOtp()}>讀取 OTP</Button>
        </Space.Compact>
        {otp && (
          <Typography.Text code aria-label="OTP">
            {otp}
          </Typography.Text>
        )}
      </Space>
      <Typography.Title level={5}>
        已發送簡訊{' '}
        <Button size="small" onClick={() => void sms.mutate()}>
          重新整理
        </Button>
      </Typography.Title>
      <Table<Schemas['Sms']>
        size="small"
        rowKey={(s) => `${s.at} ${s.transCode} ${s.mobile}`}
        dataSource={sms.data}
        pagination={false}
        columns={[
          { title: '時間', dataIndex: 'at' },
          { title: '受理編號', dataIndex: 'transCode' },
          { title: '客戶', dataIndex: 'cusName' },
          { title: '手機', dataIndex: 'mobile' },
        ]}
      />
      <Typography.Title level={5}>
        已寄送郵件{' '}
        <Button size="small" onClick={() => void mails.mutate()}>
          重新整理
        </Button>
      </Typography.Title>
      <Table<Schemas['Mail']>
        size="small"
        rowKey={(m) => `${m.at} ${m.userCode} ${m.kind}`}
        dataSource={mails.data}
        pagination={false}
        columns={[
          { title: '時間', dataIndex: 'at' },
          { title: '業務員', dataIndex: 'userCode' },
          {
            title: '種類',
            dataIndex: 'kind',
            render: (k: string) => (k === 'pwExpire' ? '密碼到期' : '書面分析'),
          },
          { title: '收件者', dataIndex: 'to' },
          { title: '受理編號', dataIndex: 'transCode' },
        ]}
      />
    </Space>
  );
}
