import { App } from 'antd';
import { useCallback } from 'react';

/** Runs a control call and says how it went: the mock's own message when it refuses. */
export function useRun() {
  const { message } = App.useApp();
  return useCallback(
    async (action: () => Promise<unknown>, done?: string): Promise<boolean> => {
      try {
        await action();
        if (done) void message.success(done);
        return true;
      } catch (e) {
        void message.error(e instanceof Error ? e.message : String(e));
        return false;
      }
    },
    [message],
  );
}
