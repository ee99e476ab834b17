import {
  DRAFT_TEXT_MAX,
  draftFieldLimit,
  legalBoxSchema,
  policyholderSchema,
} from '@agent-portal/contracts/validation/customer-data';
import { loadBffDocument } from '../../../../docs/openapi';
import { STEP_FIELDS } from '../step-fields';

/** Issue 40 item 6: one limit per field, the same for a draft and a final save, never over the contract's. */
describe('the customer steps’ field limits', () => {
  type Schemas = Record<string, { additionalProperties?: unknown; properties?: Record<string, unknown> }>;
  const schemas = (loadBffDocument() as { components: { schemas: Schemas } }).components.schemas;

  it('the longest text is bff.yaml’s (StepValues and CustomerStepSave.values)', () => {
    expect(schemas.StepValues!.additionalProperties).toMatchObject({ maxLength: DRAFT_TEXT_MAX });
    const values = schemas.CustomerStepSave!.properties!.values as {
      additionalProperties: { oneOf: unknown[] };
    };
    expect(values.additionalProperties.oneOf).toContainEqual({ type: 'string', maxLength: DRAFT_TEXT_MAX });
  });

  it.each([
    ['policyholder', policyholderSchema, STEP_FIELDS.policyholder],
    ['a representative box', legalBoxSchema('要保人'), STEP_FIELDS.legalBox],
  ] as const)('%s: every max of the final schema is the draft’s limit', (_step, schema, fields) => {
    const described = schema.describe().fields as Record<
      string,
      { tests: { name?: string; params?: unknown }[] }
    >;
    const finalMax = fields.flatMap((field) =>
      (described[field]?.tests ?? [])
        .filter((t) => t.name === 'max')
        .map((t) => [field, (t.params as { max: number }).max] as const),
    );
    expect(finalMax.length).toBeGreaterThan(0);
    for (const [field, max] of finalMax) expect([field, draftFieldLimit(field)[1]]).toEqual([field, max]);
    for (const field of fields) expect(draftFieldLimit(field)[1]).toBeLessThanOrEqual(DRAFT_TEXT_MAX);
  });
});
