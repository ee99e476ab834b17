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

/** The session is gone: forget every cached response (the user above all) and go to login silently. */
export function redirectToLogin(): void {
  void mutate(() => true, undefined, { revalidate: false });
  if (!isPublicPath(window.location.pathname)) navigateTo(paths.login);
}
