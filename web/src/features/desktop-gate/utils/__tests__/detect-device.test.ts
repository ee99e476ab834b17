import { describe, expect, it } from 'vitest';
import { detectDevice } from '../detect-device';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  ipadClassic:
    'Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
};

describe('detectDevice', () => {
  it('phones', () => {
    expect(detectDevice({ userAgent: UA.iphone, platform: 'iPhone', maxTouchPoints: 5 })).toBe('phone');
    expect(detectDevice({ userAgent: UA.androidPhone, platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(
      'phone',
    );
    expect(detectDevice({ userAgent: UA.windowsEdge, uaMobile: true })).toBe('phone');
  });

  it('tablets, the iPadOS "Mac" with a touch screen included', () => {
    expect(detectDevice({ userAgent: UA.androidTablet, platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(
      'tablet',
    );
    expect(detectDevice({ userAgent: UA.ipadClassic, platform: 'iPad' })).toBe('tablet');
    expect(detectDevice({ userAgent: UA.macSafari, platform: 'MacIntel', maxTouchPoints: 5 })).toBe('tablet');
  });

  it('desktops: Windows, a Mac without touch, and desktop Linux', () => {
    expect(detectDevice({ userAgent: UA.windowsEdge, platform: 'Win32' })).toBe('pc');
    expect(detectDevice({ userAgent: UA.macSafari, platform: 'MacIntel', maxTouchPoints: 0 })).toBe('pc');
    expect(detectDevice({ userAgent: UA.linuxChrome, platform: 'Linux x86_64', uaMobile: false })).toBe('pc');
  });
});
