import { Button, Form, Input, Popover, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, ok, usePortalUrl, useUsers, type Schemas } from '../api';
import { useRun } from '../use-run';
import { RobotCheckSelect } from './robot-check-select';

type User = Schemas['User'];
type Flag = 'loginOtpEnableYn' | 'pirYn' | 'mecYn' | 'remoteEduYn' | 'oldAgeEduYn' | 'carryYn';

/** The flags a QA engineer switches, by the spec's names (issue 44 item 2). */
const FLAGS: { key: Flag; label: string }[] = [
  { key: 'loginOtpEnableYn', label: 'OTP' },
  { key: 'pirYn', label: 'pirYn' },
  { key: 'mecYn', label: 'mecYn' },
  { key: 'remoteEduYn', label: '遠距教育' },
  { key: 'oldAgeEduYn', label: '高齡教育' },
  { key: 'carryYn', label: '攜出' },
];

const ACCOUNT_STATES = [
  { value: 0, label: '正常' },
  { value: 516, label: '516 拒絕登入' },
  { value: 517, label: '517 須重設密碼' },
  { value: 518, label: '518 建議重設密碼' },
  { value: 519, label: '519 密碼過期' },
];

/** The agents: their flags, a new password, the legacy account state, and a link to log in as one. */
export function UsersPanel() {
  const { data: users, isLoading, mutate } = useUsers();
  const portalUrl = usePortalUrl();
  const run = useRun();
  const [captcha, setCaptcha] = useState<string>();

  const change = (userCode: string, changes: Schemas['UserChanges'], done: string) =>
    run(async () => {
      await ok(api.PATCH('/__mock/users/{userCode}', { params: { path: { userCode } }, body: changes }));
      await mutate();
    }, done);
  const readCaptcha = () => run(async () => setCaptcha((await ok(api.GET('/__mock/last-captcha'))).text));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button onClick={readCaptcha}>讀取最新驗證碼</Button>
        {captcha && (
          <Typography.Text code aria-label="最新驗證碼">
            {captcha}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          先開啟入口網站的登入頁，再讀取驗證碼（每次顯示登入頁都會換一個）。
        </Typography.Text>
        <RobotCheckSelect />
      </Space>
      <NewUserForm onMade={() => void mutate()} />
      <Table<User>
        rowKey="userCode"
        size="small"
        loading={isLoading}
        dataSource={users}
        pagination={false}
        columns={[
          { title: '代碼', dataIndex: 'userCode' },
          { title: '姓名', dataIndex: 'userName' },
          {
            title: '密碼',
            dataIndex: 'password',
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          {
            title: '手機 / 信箱',
            render: (_, u) => (
              <Space direction="vertical" size={0}>
                <span>{u.mobile ?? '（無手機）'}</span>
                <span>{u.email ?? '（無信箱）'}</span>
              </Space>
            ),
          },
          {
            title: '角色',
            render: (_, u) =>
              u.roles.map((r) => (
                <Tag key={`${r.branCode}${r.roleCode}`}>{`${r.branCode}/${r.roleCode}`}</Tag>
              )),
          },
          ...FLAGS.map(({ key, label }) => ({
            title: label,
            key,
            render: (_: unknown, u: User) => (
              <Switch
                size="small"
                aria-label={`${u.userCode} ${label}`}
                checked={u[key] === 'Y'}
                onChange={(on) =>
                  void change(
                    u.userCode,
                    { [key]: on ? 'Y' : 'N' },
                    `${u.userCode} ${label} ${on ? '開' : '關'}`,
                  )
                }
              />
            ),
          })),
          {
            title: '帳號狀態',
            render: (_, u) => (
              <Select
                size="small"
                style={{ width: 150 }}
                aria-label={`${u.userCode} 帳號狀態`}
                value={u.accountState ?? 0}
                options={ACCOUNT_STATES}
                onChange={(v: number) =>
                  void change(
                    u.userCode,
                    { accountState: v === 0 ? null : (v as 516 | 517 | 518 | 519) },
                    `${u.userCode} 帳號狀態已變更`,
                  )
                }
              />
            ),
          },
          {
            title: '操作',
            render: (_, u) => (
              <Space>
                <PasswordButton
                  user={u}
                  onSave={(password) => change(u.userCode, { password }, `${u.userCode} 密碼已重設`)}
                />
                {portalUrl && (
                  <a
                    href={`${portalUrl}/login`}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`以 ${u.userCode} 開啟入口網站`}
                  >
                    開啟入口網站
                  </a>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}

function PasswordButton({ user, onSave }: { user: User; onSave: (password: string) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('Demo2468');
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={`重設 ${user.userCode} 的密碼`}
      content={
        <Space.Compact>
          <Input aria-label="新密碼" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="primary" onClick={() => void onSave(password).then((done) => done && setOpen(false))}>
            儲存
          </Button>
        </Space.Compact>
      }
    >
      <Button size="small">重設密碼</Button>
    </Popover>
  );
}

function NewUserForm({ onMade }: { onMade: () => void }) {
  const [form] = Form.useForm<{ userCode: string; userName: string; password: string }>();
  const run = useRun();
  const make = (values: { userCode: string; userName: string; password: string }) =>
    run(async () => {
      await ok(api.POST('/__mock/users', { body: values }));
      form.resetFields();
      onMade();
    }, `已新增 ${values.userCode}`);
  return (
    <Form form={form} name="newUser" layout="inline" onFinish={make} initialValues={{ password: 'Demo2468' }}>
      <Form.Item
        name="userCode"
        label="新業務員代碼"
        rules={[{ required: true, pattern: /^[A-Za-z]{2}\d{5}$/, message: '兩個英文字母加五位數字' }]}
      >
        <Input placeholder="AG01001" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="userName" label="姓名" rules={[{ required: true, message: '請輸入姓名' }]}>
        <Input style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="password" label="密碼" rules={[{ required: true, message: '請輸入密碼' }]}>
        <Input style={{ width: 120 }} />
      </Form.Item>
      <Button htmlType="submit">新增業務員</Button>
    </Form>
  );
}
