import { describe, expect, it } from 'vitest';
import { isPublicPath, menuUrlToPath } from '../paths';

describe('menuUrlToPath', () => {
  it('a known route name: its path', () => {
    expect(menuUrlToPath('home')).toBe('/home');
    expect(menuUrlToPath('commissionSearch')).toBe('/commissionSearch');
    expect(menuUrlToPath('releasePermitAudit')).toBe('/releasePermitAudit');
  });

  it('a known path: itself', () => {
    expect(menuUrlToPath('/formDownload')).toBe('/formDownload');
  });

  it('an unknown name, path or nothing: the nopage placeholder', () => {
    expect(menuUrlToPath('customerListRelease')).toBe('/nopage');
    expect(menuUrlToPath('/nowhere')).toBe('/nopage');
    expect(menuUrlToPath(null)).toBe('/nopage');
  });
});

describe('isPublicPath', () => {
  it('login, remote login, error pages and the consent landing are public', () => {
    for (const p of ['/login', '/RMW/api/login/authentication', '/error/404', '/errorMsg', '/AGREE']) {
      expect(isPublicPath(p)).toBe(true);
    }
  });

  it('pages under the main layout are not', () => {
    expect(isPublicPath('/home')).toBe(false);
    expect(isPublicPath('/errors')).toBe(false);
  });
});
