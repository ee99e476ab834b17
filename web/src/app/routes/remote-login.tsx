import { RemoteLoginPage } from '@/features/auth';

/** The remote-login entry (query `from`, `param`). */
export function RemoteLoginRoute() {
  return <RemoteLoginPage />;
}
