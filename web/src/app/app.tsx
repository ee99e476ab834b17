import { DesktopGate } from '@/features/desktop-gate';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider>
      <DesktopGate>
        <AppRouter />
      </DesktopGate>
    </AppProvider>
  );
}
