import { describe, expect, it, vi } from 'vitest';
import { createBffRobotCheck, robotCheckFor } from '../bff-provider';
import { unavailableRobotCheck } from '../robot-check-provider';
import { SIMULATOR_SITE_KEY, simulatedRobotCheck } from '../simulated-provider';

describe('robotCheckFor', () => {
  it("the mock core's site key turns on the simulator", () => {
    expect(robotCheckFor({ available: true, siteKey: SIMULATOR_SITE_KEY })).toBe(simulatedRobotCheck);
  });

  it('any other site key, or none, keeps the typed captcha (no pretending to be Google)', () => {
    expect(robotCheckFor({ available: true, siteKey: '6LdReal-google-key' })).toBe(unavailableRobotCheck);
    expect(robotCheckFor({ available: true })).toBe(unavailableRobotCheck);
    expect(robotCheckFor({ available: false, siteKey: SIMULATOR_SITE_KEY })).toBe(unavailableRobotCheck);
  });
});

describe('createBffRobotCheck', () => {
  it('asks the BFF, then loads and mounts the chosen provider', async () => {
    const provider = createBffRobotCheck(() =>
      Promise.resolve({ available: true, siteKey: SIMULATOR_SITE_KEY }),
    );
    await expect(provider.load()).resolves.toBe(true);
    const element = document.createElement('div');
    provider.mount(element, { onToken: vi.fn(), onFailure: vi.fn() });
    expect(element.querySelector('input[type=checkbox]')).not.toBeNull();
  });

  it('a failed question means the typed captcha', async () => {
    const provider = createBffRobotCheck(() => Promise.reject(new Error('offline')));
    await expect(provider.load()).resolves.toBe(false);
  });
});
