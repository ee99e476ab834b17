import { describe, expect, it } from 'vitest';
import { addressFromLookup, addressFromRecord, addressToRecord } from '../address-record';

describe('address values and the customer record', () => {
  const value = {
    parts: { addrCity: '臺北市', addrArea: '信義區', addrZipCode: '110', addrRoad: '市府路', addrNum: '１' },
    full: '臺北市信義區市府路１號',
    flag: 'Y' as const,
  };

  it('maps the household address to the R-suffixed fields and back', () => {
    const record = addressToRecord('R', value);
    expect(record).toMatchObject({
      addrCityR: '臺北市',
      addrNumR: '１',
      addrFloorR: '',
      addrFullR: value.full,
      checkAddrRYn: 'Y',
    });
    expect(addressFromRecord('R', record)).toEqual(value);
  });

  it('maps the residence address to the plain fields', () => {
    expect(addressToRecord('L', value)).toMatchObject({
      addrCity: '臺北市',
      addrFull: value.full,
      checkAddrYn: 'Y',
    });
    expect(addressFromRecord('L', { addrFull: 'x', checkAddrYn: 'Q' })).toEqual({
      parts: {},
      full: 'x',
      flag: '',
    });
  });

  it('a lookup reference address has flag N', () => {
    expect(addressFromLookup({ addrCity: '臺北市', addrFull: '臺北市信義區市府路１號' })).toEqual({
      parts: { addrCity: '臺北市' },
      full: '臺北市信義區市府路１號',
      flag: 'N',
    });
    expect(addressFromLookup(null)).toEqual({ parts: {}, full: '', flag: '' });
  });
});
