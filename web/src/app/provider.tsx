import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { prefersReducedMotion, themeFor } from './theme';
import zhTW from 'antd/locale/zh_TW';
import { SWRConfig } from 'swr';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import '@/lib/dayjs';
import { AlertHost } from './alert-host';

/**
 * Errors are shown by the api client; SWR only caches and revalidates. No dedupe window after a request ends:
 * logout clears the cache without revalidating, and a key still inside the window would then never load again
 * (a logout and a new login within 2 s left the layout spinning).
 */
const swrOptions = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  dedupingInterval: 0,
};

export function AppProvider({ children }: { children: ReactNode }) {
  const [theme] = useState(() => themeFor(prefersReducedMotion()));
  return (
    // No space between two CJK characters in buttons: labels read exactly as the spec writes them.
    <ConfigProvider locale={zhTW} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <AlertHost />
        <ErrorBoundary>
          <SWRConfig value={swrOptions}>{children}</SWRConfig>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
