import type { PortalModule } from '../module';
import { sessionTimeRouter } from './session-time.router';
import { sessionTimeService } from './session-time.service';

export const sessionTimeModule: PortalModule = {
  name: 'session-time',
  mounts: [
    {
      path: '/api/auth',
      router: ({ redis, store, env }) =>
        sessionTimeRouter(
          sessionTimeService({ redis, store, cookieName: env.sessionCookieName, secret: env.sessionSecret }),
        ),
    },
  ],
};
