import { App } from 'antd';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import { useButtonLock } from '@/hooks/use-button-lock';
import { ApiError } from '@/lib/api-error';
import { postSigningComplete, type SigningState } from '../api/signing';

/**
 * 下一步 of the signing (spec 2 §4.6 step 5): every block signed → updateToPreview, then `onCompleted` (on to
 * INS_S9); otherwise the count of what is left. The core's errMsg is shown and nothing changes.
 */
export function useCompleteSigning(
  transCode: string | undefined,
  state: SigningState | undefined,
  onCompleted: () => void,
  readOnly = false,
) {
  const { modal, message } = App.useApp();
  const lock = useButtonLock();
  const run = () =>
    lock.run(async () => {
      if (readOnly) return onCompleted();
      if (!transCode || !state?.complete) {
        void modal.warning({ content: sm.INCOMPLETE(state?.remaining ?? 0), okText: '確定' });
        return;
      }
      try {
        void message.success(await postSigningComplete(transCode));
        onCompleted();
      } catch (err) {
        if (err instanceof ApiError) void modal.error({ content: err.body.message, okText: '確定' });
      }
    });
  return { run: () => void run(), locked: lock.locked };
}
