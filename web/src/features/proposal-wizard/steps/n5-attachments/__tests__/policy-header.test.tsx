import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { stubMatchMedia } from '../../../customer-data/__tests__/support';
import { PolicyHeader } from '../policy-header';

stubMatchMedia();
afterEach(cleanup);

/** Issue 23 item 13: n5 shows the policyholder and the policy info it loads (spec 2 §2.6). */
describe('PolicyHeader (n5)', () => {
  it('shows the policyholder, the type, the 受理編號 and the other submitted cases', () => {
    render(
      <PolicyHeader
        header={{
          policyholderName: '王大明',
          insAcceptNo: 'CH1140001',
          polInsureType: 'R',
          submittedCases: 2,
        }}
      />,
    );
    expect(screen.getByText('要保人')).toBeTruthy();
    expect(screen.getByText('王大明')).toBeTruthy();
    expect(screen.getByText('遠距投保')).toBeTruthy();
    expect(screen.getByText('受理編號')).toBeTruthy();
    expect(screen.getByText('CH1140001')).toBeTruthy();
    expect(screen.getByText('2 件')).toBeTruthy();
  });

  it('leaves out the 受理編號 before the insurer gave one and the count when it is unknown', () => {
    render(
      <PolicyHeader
        header={{ policyholderName: '', insAcceptNo: '', polInsureType: 'M', submittedCases: null }}
      />,
    );
    expect(screen.getByText('行動投保')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByText('受理編號')).toBeNull();
    expect(screen.queryByText('要保人其他已送件案件')).toBeNull();
  });
});
