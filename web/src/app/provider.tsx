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

/**
 * Toasts in the band of the page's header, which stays at the top (components/layouts/main-layout.tsx) and has
 * nothing in its middle, and of a full-screen dialog's title row: never over a control (issue 41 item 7; 簽名已儲存
 * covered the signer tabs): a toast's 40 px box centred in the header's 64.
 */
const TOASTS = { top: 12 } as const;

export function AppProvider({ children }: { children: ReactNode }) {
  const [theme] = useState(() => themeFor(prefersReducedMotion()));
  return (
    // No space between two CJK characters in buttons: labels read exactly as the spec writes them.
    <ConfigProvider locale={zhTW} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp message={TOASTS}>
        <AlertHost />
        <ErrorBoundary>
          <SWRConfig value={swrOptions}>{children}</SWRConfig>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
