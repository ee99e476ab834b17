import { useState } from 'react';
import { Select, Space, Typography } from 'antd';
import type { UserInfo } from '@/api/get-me';
import { logAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { reloadPage } from '@/lib/reload';
import { useRoleOptions } from '../api/get-role-options';
import { postRoleSwitch } from '../api/post-role-switch';

const keyOf = (r: { branCode: string; roleCode: string }) => `${r.branCode}|${r.roleCode}`;

/** 切換角色: shown when the user holds several pairs; a change calls the switch, then reloads. */
export function RoleSwitch({ me }: { me: UserInfo }) {
  const { data: roles } = useRoleOptions();
  const [busy, setBusy] = useState(false);
  if (!roles || roles.length < 2) return null;

  const change = async (value: string) => {
    const role = roles.find((r) => keyOf(r) === value);
    if (!role) return;
    logAccess('HomePage', 'switchRole', value);
    setBusy(true);
    try {
      await postRoleSwitch(role);
      reloadPage();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setBusy(false);
    }
  };

  return (
    <Space>
      <Typography.Text id="role-switch-label">切換角色</Typography.Text>
      <Select
        aria-labelledby="role-switch-label"
        style={{ width: 240 }}
        loading={busy}
        disabled={busy}
        value={keyOf(me)}
        options={roles.map((r) => ({ value: keyOf(r), label: `${r.branCode} ${r.roleName}` }))}
        onChange={(v: string) => void change(v)}
      />
    </Space>
  );
}
