import type { PortalModule } from '../module';
import { authRoutes } from './auth.routes';
import { passwordRoutes } from './password/password.routes';
import { remoteLoginRoutes } from './remote-login/remote-login.routes';
import { roleSwitchRoutes } from './role-switch.routes';
import { robotCheckRoutes } from './robot-check/robot-check.routes';
import { sessionTimeRoutes } from './session-time/session-time.routes';

/** What other modules and the composition root may use of /api/auth (this file is the module's only door). */
export { authLegacy, rsaEncrypt, type AuthLegacy } from './auth.legacy';
export { authService, type AuthService } from './auth.service';
export { roleOptions, userInfoAnswer } from './user-info';
export { passwordLegacy } from './password/password.legacy';
export { passwordService } from './password/password.service';
export { remoteLoginLegacy } from './remote-login/remote-login.legacy';
export { remoteLoginService } from './remote-login/remote-login.service';
export { robotCheckService } from './robot-check/robot-check.service';
export { sessionTimeService } from './session-time/session-time.service';

/** /api/auth: the login steps, password reset, remote login, robot check, the session's time, the role switch. */
export const authModule: PortalModule = {
  name: 'auth',
  routes: (s) => [
    ...authRoutes(s.auth.login),
    ...passwordRoutes(s.auth.password),
    ...remoteLoginRoutes(s.auth.remoteLogin),
    ...robotCheckRoutes(s.auth.robotCheck),
    ...sessionTimeRoutes(s.auth.sessionTime),
    ...roleSwitchRoutes(s.home),
  ],
};
