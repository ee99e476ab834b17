import type { components } from '@agent-portal/contracts/generated/bff';
import { api, unwrap } from '@/lib/api-client';

/** A failed question means the typed captcha, silently. */
const client = api({ errors: 'silent' });

export type RobotCheckAnswer = components['schemas']['RobotCheck'];

/** Whether the login offers the robot check, and its site key (public, opens no session). */
export function getRobotCheck(): Promise<RobotCheckAnswer> {
  return unwrap(client.GET('/api/auth/robot-check'));
}
