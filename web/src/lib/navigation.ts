import { mutate } from 'swr';
import { isPublicPath, paths } from '@/config/paths';

type Navigate = (to: string) => void;

let navigateFn: Navigate | null = null;

/** The router registers its navigate function so that non-React code (the api client) can route. */
export function registerNavigate(fn: Navigate): void {
  navigateFn = fn;
}

export function navigateTo(to: string): void {
  if (navigateFn) navigateFn(to);
  else window.location.assign(to);
}

/** The session is gone: on a protected page, forget every cached response (the user above all) and go to login. */
export function redirectToLogin(): void {
  if (isPublicPath(window.location.pathname)) return;
  void mutate(() => true, undefined, { revalidate: false });
  navigateTo(paths.login);
}
