import { sessionCookieOptions } from '../../session/session';
import type { PortalModule } from '../module';
import { sessionTimeRoutes } from './session-time.routes';
import { sessionTimeService } from './session-time.service';

export const sessionTimeModule: PortalModule = {
  name: 'session-time',
  routes: ({ store, env }) =>
    sessionTimeRoutes(
      sessionTimeService({
        store,
        cookie: sessionCookieOptions(env),
        absoluteSeconds: env.sessionAbsoluteSeconds,
      }),
    ),
};
