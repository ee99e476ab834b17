import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { paths } from '@/config/paths';
import { useLoad } from '@/lib/use-load';
import { getPhoneSwitch } from '../api/get-phone-switch';
import { useBlockShortcuts } from '../hooks/use-block-shortcuts';
import { browserHints, detectDevice } from '../utils/detect-device';

const DesktopBlocked = lazy(async () => ({ default: (await import('./desktop-blocked')).DesktopBlocked }));

/**
 * Desktop use only (spec 1, section 1): a phone or tablet sees a block page while the cellphone switch is on.
 * A PC never asks; a failed check lets the page through. The customer consent landing is exempt: customers
 * open it from a message on their phones.
 */
export function DesktopGate({ children }: { children: ReactNode }) {
  const [device] = useState(() =>
    window.location.pathname === paths.agree ? 'pc' : detectDevice(browserHints()),
  );
  // A PC never asks; a failed check lets the page through.
  const { data: phoneBlocked } = useLoad(device === 'pc' ? null : ['phone-switch'], () =>
    getPhoneSwitch().catch(() => false),
  );
  const blocked = device === 'pc' ? false : (phoneBlocked ?? null);
  useBlockShortcuts();

  const spin = <Spin style={{ display: 'block', marginTop: '30vh' }} />;
  if (blocked === null) return spin;
  if (blocked) {
    return (
      <Suspense fallback={spin}>
        <DesktopBlocked />
      </Suspense>
    );
  }
  return children;
}
