import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type RobotCheckAnswer = components['schemas']['RobotCheck'];

/** Whether the login offers the robot check, and its site key (public, opens no session). */
export function getRobotCheck(): Promise<RobotCheckAnswer> {
  return unwrap(apiClient.GET('/api/auth/robot-check'));
}
