import type { ModuleDeps, PortalModule } from '../module';
import { authRoutes } from './auth.routes';
import { authService } from './auth.service';

/** The login story's service (also the remote login's second half). */
export function authServiceOf({ authLegacy, throttle, env }: ModuleDeps) {
  return authService(authLegacy, throttle, {
    loginAttempts: env.loginAttemptsPerWindow,
    otpAttempts: env.otpAttemptsPerWindow,
    ipFactor: env.throttleIpFactor,
  });
}

export const authModule: PortalModule = {
  name: 'auth',
  routes: (deps) => authRoutes(authServiceOf(deps)),
};
