import {
  INSURED_FIELDS,
  LEGAL_FIELDS,
  POLICYHOLDER_FIELDS,
  blankOf,
  insuredSchema,
  legalAgentSchema,
  legalBoxSchema,
  policyholderSchema,
} from '../customer-data';

const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

describe('the customer steps’ value types are their schemas’ fields', () => {
  it.each([
    ['n1 policyholder', policyholderSchema, POLICYHOLDER_FIELDS],
    ['n2 insured', insuredSchema, INSURED_FIELDS],
    ['n3 a representative box', legalBoxSchema('要保人'), LEGAL_FIELDS],
  ])('%s: every schema field is listed, and nothing else', (_name, schema, fields) => {
    // Shown on the form without a rule of their own: the BFF's record of the name check, and n2's SMS consent.
    const listed = fields.filter((f) => f !== 'amlResult' && !(f === 'agreeYn' && schema === insuredSchema));
    expect(sorted(listed)).toEqual(sorted(Object.keys(schema.fields)));
    expect(fields.length).toBe(new Set(fields).size);
  });

  it('n3 holds the two boxes and their flags', () => {
    expect(sorted(Object.keys(legalAgentSchema.fields))).toEqual(['I', 'O', 'showI', 'showO']);
  });

  it('blankOf gives every field, blank', () => {
    const blank = blankOf(INSURED_FIELDS);
    expect(Object.keys(blank)).toHaveLength(new Set(INSURED_FIELDS).size);
    expect(Object.values(blank).every((v) => v === '')).toBe(true);
  });
});
