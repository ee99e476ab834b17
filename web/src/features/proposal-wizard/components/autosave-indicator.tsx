import { Alert, Typography } from 'antd';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { taipeiDateTime } from '@agent-portal/contracts/rules';
import type { AutosaveState } from '../hooks/use-autosave';

/** The save's time in Taiwan, like every time the portal shows. */
const hms = (d: Date) => taipeiDateTime(d).slice(11);

/** 已自動儲存 HH:mm:ss, the failure, or the refusal of a later tab (the typing stays on screen). */
export function AutosaveIndicator({ state }: { state: AutosaveState }) {
  if (state.kind === 'conflict') {
    return (
      <Alert
        type="error"
        showIcon
        message={state.message}
        data-testid="autosave-conflict"
        style={{ marginTop: 16 }}
      />
    );
  }
  const text =
    state.kind === 'saving'
      ? customerStepMessages.AUTOSAVING
      : state.kind === 'saved'
        ? customerStepMessages.AUTOSAVED(hms(state.at))
        : state.kind === 'failed'
          ? customerStepMessages.AUTOSAVE_FAILED
          : '';
  return (
    <Typography.Text
      type={state.kind === 'failed' ? 'danger' : 'secondary'}
      data-testid="autosave-indicator"
      role="status"
    >
      {text}
    </Typography.Text>
  );
}
