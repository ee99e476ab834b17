import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { StepContext } from '../../../registry/types';
import { useRemoteJump } from '../use-remote-jump';
import type { WrittenInfo } from '../values';

const jump = vi.fn(() => Promise.resolve({ opened: true as const, url: 'https://insurer.example' }));
const log = vi.fn();
const confirm = vi.fn<(config: { onOk: () => unknown }) => void>();

vi.mock('../../../hooks/use-jump-to-insurer', () => ({
  useJumpToInsurer: (options: unknown) => ({ jump, busy: false, options }),
}));
vi.mock('../../../hooks/use-wizard-access-log', () => ({ useWizardAccessLog: () => log }));
vi.mock('antd', () => ({ App: { useApp: () => ({ modal: { confirm } }) } }));

const context: StepContext = {
  stepCode: 'REMOTE_S6',
  transCode: 'T0000009',
  compCode: 'CH',
  polInsureType: 'R',
  isPreview: false,
};
const info = {
  readOnly: false,
  highAgeOwner: false,
  highAgeLimit: 65,
  remindHour: 24,
} as unknown as WrittenInfo;

describe('useRemoteJump (n7 remote, spec 3 §8)', () => {
  it('logs the button, saves, asks with its reminders, then jumps through the one jump service', async () => {
    const { result } = renderHook(() => useRemoteJump(context, info));
    const saved = vi.fn(() => Promise.resolve(true));
    await result.current(saved)();
    expect(log).toHaveBeenCalledWith('jumpToInsurer', '跳轉保險公司', {
      transCode: 'T0000009',
      stepCode: 'REMOTE_S6',
    });
    expect(saved).toHaveBeenCalled();
    expect(jump).not.toHaveBeenCalled();
    const onOk = confirm.mock.calls[0]?.[0].onOk;
    await onOk?.();
    expect(jump).toHaveBeenCalledWith('T0000009');
  });

  it('does not ask nor jump when the save fails', async () => {
    confirm.mockClear();
    jump.mockClear();
    const { result } = renderHook(() => useRemoteJump(context, info));
    await result.current(() => Promise.resolve(false))();
    expect(confirm).not.toHaveBeenCalled();
    expect(jump).not.toHaveBeenCalled();
  });
});
