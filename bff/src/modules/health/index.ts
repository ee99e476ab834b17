/** /healthz and /readyz: not /api, no session; app.ts mounts the router before the Host check. */
export { healthLegacy, type HealthLegacy } from './health.legacy';
export { healthRouter, type Lifecycle } from './health.router';
