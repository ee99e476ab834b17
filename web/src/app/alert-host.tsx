import { useEffect } from 'react';
import { App } from 'antd';
import { registerAppApi } from '@/lib/alerts';

/** Hands antd's App context (themed modal and message) to the api client's alerts. */
export function AlertHost() {
  const api = App.useApp();
  useEffect(() => {
    registerAppApi(api);
    return () => registerAppApi(null);
  }, [api]);
  return null;
}
