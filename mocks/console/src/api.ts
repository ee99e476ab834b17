import type { components, paths } from '@agent-portal/contracts/generated/mock-control';
import createClient from 'openapi-fetch';
import useSWR from 'swr';

/** The control API, typed from contracts/openapi/mock-control.yaml; the console is served by the same mock. */
export const api = createClient<paths>({ baseUrl: window.location.origin });

export type Schemas = components['schemas'];

/** The answer's body, or an Error carrying the mock's `{message}` (400/404/409) for the console to show. */
export async function ok<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const message = (error as { message?: unknown } | undefined)?.message;
    throw new Error(typeof message === 'string' ? message : `HTTP ${response.status}`);
  }
  return data as D;
}

/** The portal's address for the console's links (the mock's PORTAL_URL). */
export function usePortalUrl(): string | undefined {
  return useSWR('console-settings', () => ok(api.GET('/__mock/console-settings'))).data?.portalUrl;
}

/** The agents, shared by the panels that pick one. */
export const useUsers = () => useSWR('users', () => ok(api.GET('/__mock/users')));
