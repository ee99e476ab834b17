import { RouterProvider } from 'react-router-dom';
import { DesktopGate } from '@/features/desktop-gate';
import { AppProvider } from './provider';
import { router } from './router';

export function App() {
  return (
    <AppProvider>
      <DesktopGate>
        <RouterProvider router={router} />
      </DesktopGate>
    </AppProvider>
  );
}
