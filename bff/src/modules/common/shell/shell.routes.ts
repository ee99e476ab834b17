import { route, type RouteDeclaration } from '../../../http/route';
import { requireLogin } from '../../../session/guards';
import type { ShellService } from './shell.service';

/** GET /api/public/phone-switch (no login), GET /api/common/lms-url (logged in), POST /api/access-log. */
export function shellRoutes(shell: ShellService): RouteDeclaration[] {
  return [
    route('get', '/api/public/phone-switch', (ctx) => shell.phoneSwitch(ctx)),
    route('get', '/api/common/lms-url', (ctx) => shell.lmsUrl(ctx), [requireLogin]),
    // 204 at once; the legacy write follows and never surfaces a failure.
    route('post', '/api/access-log', async (ctx, { body, afterResponse }) => {
      const write = await shell.accessLog(ctx, body);
      afterResponse(() => void write());
    }),
  ];
}
