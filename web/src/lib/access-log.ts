import type { paths } from '@agent-portal/contracts/generated/bff';
import { apiClient } from './api-client';

export type AccessLogEntry = NonNullable<
  paths['/api/access-log']['post']['requestBody']
>['content']['application/json'];

/**
 * Records a user action (spec 1, section 7: userAccessLog). Fire-and-forget: never awaited, never shown, never
 * blocking the action it records (the api client treats the call as silent).
 */
export function logAccess(
  progClassName: string,
  methodName: string,
  actionMsg = '',
  extra?: Partial<AccessLogEntry>,
): void {
  apiClient
    .POST('/api/access-log', { body: { progClassName, methodName, actionMsg, ...extra } })
    .catch(() => undefined);
}
