import type { paths } from '@agent-portal/contracts/generated/bff';
import { api } from './api-client';

export type AccessLogEntry = NonNullable<
  paths['/api/access-log']['post']['requestBody']
>['content']['application/json'];

/** Never shown: the access log must not disturb the action it records. */
const client = api({ errors: 'silent' });

/**
 * Records a user action (spec 1, section 7: userAccessLog). Fire-and-forget: never awaited, never shown, never
 * blocking the action it records. A lost entry is reported on the console (the BFF logs its own failures).
 */
export function logAccess(
  progClassName: string,
  methodName: string,
  actionMsg = '',
  extra?: Partial<AccessLogEntry>,
): void {
  client
    .POST('/api/access-log', { body: { progClassName, methodName, actionMsg, ...extra } })
    .catch((e: unknown) => console.warn('access log not sent', e));
}

/** sysType of the proposal functions' entries (spec 2 §7); the BFF fills its own for every other entry. */
export const PROPOSAL_SYS_TYPE = 'F';

/**
 * The access log of a proposal function (spec 2 §7: the search page, its row actions and dialogs, the choose dialog,
 * the wizard's buttons): transCode, actionMsg, progClassName, methodName, sysType F and stepCode.
 */
export function logProposalAccess(
  progClassName: string,
  methodName: string,
  actionMsg = '',
  where: { transCode?: string; stepCode?: string } = {},
): void {
  logAccess(progClassName, methodName, actionMsg, {
    sysType: PROPOSAL_SYS_TYPE,
    transCode: where.transCode ?? '',
    stepCode: where.stepCode ?? '',
  });
}
