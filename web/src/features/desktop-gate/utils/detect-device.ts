/** What the browser tells about the device. */
export interface DeviceHints {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  /** navigator.userAgentData.mobile (Chromium) when present. */
  uaMobile?: boolean;
}

export type DeviceKind = 'pc' | 'phone' | 'tablet';

const PHONE =
  /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Mobile Safari|Android.*Mobile/i;
const TABLET = /iPad|Android|Tablet|Silk|Kindle|PlayBook/i;

/**
 * Phone, tablet or PC from the user agent, the platform and touch support. Unlike the legacy detection (which
 * treated every Linux platform as non-PC), a desktop Linux browser is a PC; Android (whose platform is also
 * "Linux") is told apart by its user agent. iPadOS 13+ reports a Mac user agent: a "Mac" with a touch screen
 * is an iPad. (docs/decisions.md)
 */
export function detectDevice({
  userAgent,
  platform = '',
  maxTouchPoints = 0,
  uaMobile,
}: DeviceHints): DeviceKind {
  if (uaMobile === true || PHONE.test(userAgent) || /^iPhone|^iPod/.test(platform)) return 'phone';
  if (TABLET.test(userAgent) || /^iPad/.test(platform)) return 'tablet';
  if (/Mac/i.test(platform || userAgent) && maxTouchPoints > 1) return 'tablet';
  return 'pc';
}

/** The current browser's hints. */
export function browserHints(): DeviceHints {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    uaMobile: nav.userAgentData?.mobile,
  };
}
