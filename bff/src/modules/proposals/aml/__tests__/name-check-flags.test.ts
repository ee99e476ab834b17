import { nameCheckFlags } from '../aml-annex';

describe('nameCheckFlags: the name check as the risk form records it (NAME_CHECK_CODE)', () => {
  it.each([
    [
      { status: 'S', secAmlResult: 'N' },
      { nameCheckYn: 'N', nameCheckCode: '1' },
    ],
    [
      { status: 'S', secAmlResult: '' },
      { nameCheckYn: 'N', nameCheckCode: '1' },
    ],
    [
      { status: 'M', secAmlResult: 'N' },
      { nameCheckYn: 'N', nameCheckCode: '2' },
    ],
    [
      { status: 'M', secAmlResult: 'Y' },
      { nameCheckYn: 'Y', nameCheckCode: '3' },
    ],
    [
      { status: 'S', secAmlResult: 'Y' },
      { nameCheckYn: 'Y', nameCheckCode: '3' },
    ],
  ])('%j → %j', (verdict, flags) => {
    expect(nameCheckFlags(verdict)).toEqual(flags);
  });
});
