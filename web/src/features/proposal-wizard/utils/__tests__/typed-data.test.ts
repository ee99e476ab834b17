import { describe, expect, it } from 'vitest';
import { typedData } from '../typed-data';

describe('typedData (issue 22 item 7: what makes a new case worth creating)', () => {
  const loaded = { cusName: '', nationality: 'TW', O: { legcusIdn: '', showO: 'N' }, tags: [] as string[] };

  it('nothing changed, a field typed then cleared or blanks only: no data', () => {
    expect(typedData(loaded, loaded)).toBe(false);
    expect(typedData(loaded, { ...loaded, cusName: '   ' })).toBe(false);
    expect(typedData(loaded, { ...loaded, nationality: 'TW', tags: [''] })).toBe(false);
    expect(typedData(loaded, { ...loaded, O: { legcusIdn: '', showO: 'N' } })).toBe(false);
  });

  it('a non-blank value the agent changed, at any depth: data', () => {
    expect(typedData(loaded, { ...loaded, cusName: '王' })).toBe(true);
    expect(typedData(loaded, { ...loaded, nationality: 'JP' })).toBe(true);
    expect(typedData(loaded, { ...loaded, O: { legcusIdn: 'A1', showO: 'N' } })).toBe(true);
    expect(typedData(loaded, { ...loaded, tags: ['1'] })).toBe(true);
    expect(typedData(undefined, { cusName: '王' })).toBe(true);
  });

  it('a default cleared is a change to blank, not data', () => {
    expect(typedData(loaded, { ...loaded, nationality: '' })).toBe(false);
  });
});
