import { useId, useState } from 'react';
import { Button, Radio } from 'antd';
import type { RoleOption } from '../api/get-roles';
import { postRole } from '../api/post-role';
import type { NextStep } from '../hooks/use-login-flow';

interface RoleStepProps {
  roles: RoleOption[];
  run: (call: () => Promise<NextStep | void>) => Promise<unknown>;
}

const keyOf = (r: RoleOption) => `${r.branCode}|${r.roleCode}`;

/** Step 3: pick the branch/role pair to work as. */
export function RoleStep({ roles, run }: RoleStepProps) {
  const [picked, setPicked] = useState<string>();
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const role = roles.find((r) => keyOf(r) === picked);

  const confirm = async () => {
    if (!role) return;
    setBusy(true);
    await run(() => postRole(role)).finally(() => setBusy(false));
  };

  return (
    <div>
      <p id={labelId}>請選擇登入的單位與角色</p>
      <div role="radiogroup" aria-labelledby={labelId}>
        <Radio.Group
          value={picked}
          onChange={(e) => setPicked(e.target.value as string)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16 }}
        >
          {roles.map((r) => (
            <Radio key={keyOf(r)} value={keyOf(r)}>
              {r.branCode} {r.roleName}
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Button type="primary" block disabled={!role} loading={busy} onClick={() => void confirm()}>
        確認
      </Button>
    </div>
  );
}
