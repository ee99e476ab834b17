import { useId, useState } from 'react';
import { Button, Radio } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { roleStepSchema, type RoleStepForm } from '@agent-portal/contracts/validation';
import type { RoleOption } from '../api/get-roles';
import { postRole } from '../api/post-role';
import type { NextStep } from '../hooks/use-login-flow';

interface RoleStepProps {
  roles: RoleOption[];
  run: (call: () => Promise<NextStep | void>) => Promise<unknown>;
}

const keyOf = (r: RoleOption) => `${r.branCode}|${r.roleCode}`;

/** Step 3: pick the branch/role pair to work as (contracts' roleStepSchema: one of the pairs offered). */
export function RoleStep({ roles, run }: RoleStepProps) {
  const { control, handleSubmit } = useForm<RoleStepForm>({
    resolver: (values, _context, options) =>
      yupResolver(roleStepSchema)(values, { offered: roles.map(keyOf) }, options),
    defaultValues: { role: '' },
  });
  const picked = useWatch({ control, name: 'role' });
  const [busy, setBusy] = useState(false);
  const labelId = useId();

  const confirm = handleSubmit(async ({ role }) => {
    const pair = roles.find((r) => keyOf(r) === role);
    if (!pair) return;
    setBusy(true);
    await run(() => postRole(pair)).finally(() => setBusy(false));
  });

  return (
    <div>
      <p id={labelId}>請選擇登入的單位與角色</p>
      <div role="radiogroup" aria-labelledby={labelId}>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Radio.Group
              value={field.value || undefined}
              onChange={(e) => field.onChange(e.target.value as string)}
              style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16 }}
            >
              {roles.map((r) => (
                <Radio key={keyOf(r)} value={keyOf(r)}>
                  {r.branCode} {r.roleName}
                </Radio>
              ))}
            </Radio.Group>
          )}
        />
      </div>
      <Button type="primary" block disabled={!picked} loading={busy} onClick={() => void confirm()}>
        確認
      </Button>
    </div>
  );
}
