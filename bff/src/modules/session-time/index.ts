import { sessionCookieOptions } from '../../session/session';
import type { PortalModule } from '../module';
import { sessionTimeRouter } from './session-time.router';
import { sessionTimeService } from './session-time.service';

export const sessionTimeModule: PortalModule = {
  name: 'session-time',
  mounts: [
    {
      path: '/api/auth',
      router: ({ store, env }) =>
        sessionTimeRouter(
          sessionTimeService({
            store,
            cookie: sessionCookieOptions(env),
            absoluteSeconds: env.sessionAbsoluteSeconds,
          }),
        ),
    },
  ],
};
