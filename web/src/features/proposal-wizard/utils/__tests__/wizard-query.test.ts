import { describe, expect, it } from 'vitest';
import { wizardPath } from '@/config/paths';
import { mobileContainer, remoteContainer } from '../../registry/containers';
import { parseWizardQuery } from '../wizard-query';

describe('parseWizardQuery', () => {
  it('mobile: compCode defaults to CH, isPreview Y or true', () => {
    const q = parseWizardQuery(new URLSearchParams('isPreview=Y&transCode=T1'), mobileContainer);
    expect(q).toMatchObject({ compCode: 'CH', polInsureType: 'M', isPreview: true, transCode: 'T1' });
    expect(parseWizardQuery(new URLSearchParams('compCode=TY&isPreview=N'), mobileContainer)).toMatchObject({
      compCode: 'TY',
      isPreview: false,
    });
  });

  it('remote: the company is always CH and the type R', () => {
    const q = parseWizardQuery(new URLSearchParams('compCode=TY&routerPage=REMOTE_S7'), remoteContainer);
    expect(q).toMatchObject({ compCode: 'CH', polInsureType: 'R', routerPage: 'REMOTE_S7' });
  });

  it('reads nothing from the legacy flags an address may carry (the BFF decides the case state)', () => {
    const legacy = 'transCode=T1&pSignedYn=Y&pChangeYn=Y&notReloadAction=Y&propKey=K';
    expect(parseWizardQuery(new URLSearchParams(legacy), mobileContainer)).toEqual(
      parseWizardQuery(new URLSearchParams('transCode=T1'), mobileContainer),
    );
  });

  it('round-trips through wizardPath', () => {
    const path = wizardPath('proposalMain', 'INS_S2', { compCode: 'TY', isPreview: true, transCode: 'A B' });
    expect(path).toBe('/proposal/proposalMain/steps/INS_S2?compCode=TY&isPreview=Y&transCode=A+B');
    const search = new URLSearchParams(path.split('?')[1]);
    expect(parseWizardQuery(search, mobileContainer)).toMatchObject({ transCode: 'A B', isPreview: true });
  });
});
