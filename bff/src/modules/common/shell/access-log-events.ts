/**
 * The access-log events an anonymous caller may record (progClassName/methodName as the SPA sends them): the login
 * attempt on the login page, and the logout, whose entry may arrive after the session has ended. Every other event
 * needs a complete login.
 */
export const PUBLIC_ACCESS_LOG_EVENTS: readonly string[] = [
  'LoginPage/login',
  'MainLayout/logout',
  'MainLayout/autoLogout',
];

export function isPublicAccessLogEvent(progClassName: string, methodName: string): boolean {
  return PUBLIC_ACCESS_LOG_EVENTS.includes(`${progClassName}/${methodName}`);
}
