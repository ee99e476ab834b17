import { getRobotCheck, type RobotCheckAnswer } from '../api/get-robot-check';
import { unavailableRobotCheck, type RobotCheckProvider } from './robot-check-provider';
import { SIMULATOR_SITE_KEY, simulatedRobotCheck } from './simulated-provider';

/**
 * The provider for what the BFF reports: the simulator for the mock core's site key, else the typed captcha.
 * A real Google provider is out of reach here (its script cannot load on this network), so any other site key
 * stays "unavailable" rather than pretending to be Google.
 */
export function robotCheckFor(answer: RobotCheckAnswer): RobotCheckProvider {
  return answer.available && answer.siteKey === SIMULATOR_SITE_KEY
    ? simulatedRobotCheck
    : unavailableRobotCheck;
}

/**
 * The login's provider: `load` asks the BFF (GET /api/auth/robot-check) which check applies, then delegates.
 * A failed question means the typed captcha, without a message (the captcha always works). One per login page.
 */
export function createBffRobotCheck(
  ask: () => Promise<RobotCheckAnswer> = getRobotCheck,
): RobotCheckProvider {
  let chosen: RobotCheckProvider = unavailableRobotCheck;
  return {
    name: 'bff',
    load: async () => {
      chosen = robotCheckFor(await ask().catch((): RobotCheckAnswer => ({ available: false })));
      return chosen.load();
    },
    mount: (element, handlers) => chosen.mount(element, handlers),
  };
}
