import type { RouteDeclaration } from '../http/route';
import type Redis from 'ioredis';
import type { SessionStore } from '../session/session-store';
import type { Env } from '../config/env';
import type { SharedCache } from '../common/shared-cache';
import type { Throttle } from '../common/throttle';
import type { AbuseLimits } from '../common/abuse-limits';
import type { LegacyClient } from '../legacy/legacy-client';
import type { AuthLegacy } from './auth/auth.legacy';

/** What every module may build its router from: made once in app.ts. */
export interface ModuleDeps {
  env: Env;
  redis: Redis | null;
  store: SessionStore;
  core: LegacyClient;
  throttle: Throttle;
  /** Per agent and per phone / national ID: SMS sends, lookups and checks (issue 20 item 6). */
  limits: AbuseLimits;
  cache: SharedCache;
  /** The login dance's calls, also used by password, remote login, home and the robot check. */
  authLegacy: AuthLegacy;
}

/** A module: a folder `modules/<area>/` whose index.ts exports this; app.ts puts every declaration in the table. */
export interface PortalModule {
  name: string;
  /** One declaration per bff.yaml operation the module serves. */
  routes: (deps: ModuleDeps) => RouteDeclaration[];
}
