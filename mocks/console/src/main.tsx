import { App as AntApp, ConfigProvider } from 'antd';
import zhTW from 'antd/locale/zh_TW';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsolePage } from './console-page';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConfigProvider locale={zhTW} button={{ autoInsertSpace: false }}>
      <AntApp>
        <ConsolePage />
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
