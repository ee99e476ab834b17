import { describe, expect, it } from 'vitest';
import { WIZARD_LAST_STEP, isPublicPath, menuUrlToPath, proposalWizardPath } from '../paths';

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

describe('proposalWizardPath', () => {
  it('a mobile case: proposalMain under the enterpoint at its first step, its params in the query', () => {
    expect(proposalWizardPath({ transCode: 'TR1', compCode: 'TY', polInsureType: 'M' })).toBe(
      '/proposal/proposalMain/steps/INS_S1?transCode=TR1&compCode=TY&polInsureType=M',
    );
  });

  it('a remote case in preview or at its last step: proposalRemote with isPreview / routerPage', () => {
    expect(
      proposalWizardPath({ transCode: 'TR2', compCode: 'CH', polInsureType: 'R', isPreview: true }),
    ).toBe('/proposal/proposalRemote/steps/REMOTE_S1?transCode=TR2&compCode=CH&polInsureType=R&isPreview=Y');
    expect(
      proposalWizardPath({
        compCode: 'CH',
        polInsureType: 'R',
        routerPage: WIZARD_LAST_STEP.R,
        enterpoint: 'home',
      }),
    ).toBe('/home/proposalRemote/steps/REMOTE_S7?compCode=CH&polInsureType=R&routerPage=REMOTE_S7');
  });
});
