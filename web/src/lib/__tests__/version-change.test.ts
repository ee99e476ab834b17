import { describe, expect, it } from 'vitest';
import { nextVersion } from '../version-change';

describe('nextVersion', () => {
  it('the first answer becomes the baseline', () => {
    expect(nextVersion(null, '1.0.0')).toEqual({ baseline: '1.0.0', changed: false });
  });

  it('the same version again is no change; another one is', () => {
    expect(nextVersion('1.0.0', '1.0.0')).toEqual({ baseline: '1.0.0', changed: false });
    expect(nextVersion('1.0.0', '1.0.1')).toEqual({ baseline: '1.0.0', changed: true });
  });

  it('a failed or blank poll changes nothing', () => {
    expect(nextVersion('1.0.0', undefined)).toEqual({ baseline: '1.0.0', changed: false });
    expect(nextVersion(null, '  ')).toEqual({ baseline: null, changed: false });
  });
});
