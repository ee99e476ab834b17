import type { RobotCheckHandlers, RobotCheckProvider } from './robot-check-provider';

/**
 * The site key the mock core hands out (mocks/src/handlers/robot-check.ts). Only this key turns on the
 * simulator; a real core's key would need Google's script, which this network cannot load.
 */
export const SIMULATOR_SITE_KEY = 'mock-recaptcha-site-key';

export const ROBOT_CHECK_LABEL = '我不是機器人';

/** A fresh single-use token; `randomUUID` needs a secure context, `getRandomValues` does not. */
export function randomRobotToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The mock core's robot check: a plain, accessible checkbox 「我不是機器人」 that, once ticked, hands a fresh
 * random token to the login (the mock's googleApiValidator judges it). It says that it is a simulation: it is
 * no Google widget and never loads Google's script.
 */
export const simulatedRobotCheck: RobotCheckProvider = {
  name: 'simulated',
  load: () => Promise.resolve(true),
  mount: (element: HTMLElement, handlers: RobotCheckHandlers) => {
    const box = document.createElement('div');
    box.dataset.robotCheck = 'simulated';
    box.style.cssText =
      'display:inline-flex;flex-direction:column;gap:4px;padding:12px 16px;border:1px solid #d9d9d9;' +
      'border-radius:4px;background:#fafafa';
    const label = document.createElement('label');
    label.style.cssText = 'display:flex;align-items:center;gap:8px;cursor:pointer';
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.style.cssText = 'width:20px;height:20px';
    const caption = document.createElement('small');
    caption.textContent = '模擬機器人驗證（測試環境，非 Google reCAPTCHA）';
    caption.style.color = '#8c8c8c';
    label.append(checkbox, ROBOT_CHECK_LABEL);
    box.append(label, caption);

    // Like the real widget, a tick cannot be taken back; a new check means a new mount.
    const onChange = () => {
      if (!checkbox.checked) return;
      checkbox.disabled = true;
      handlers.onToken(randomRobotToken());
    };
    checkbox.addEventListener('change', onChange);
    element.append(box);
    return () => {
      checkbox.removeEventListener('change', onChange);
      box.remove();
    };
  },
};
