import { LoginPage } from '@/features/auth';

export function LoginRoute() {
  return <LoginPage />;
}
