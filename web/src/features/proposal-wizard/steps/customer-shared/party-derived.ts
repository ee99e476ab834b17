import type { FieldValues } from 'react-hook-form';
import { agesFromRoc, assetsOf, derivedFromId } from '@agent-portal/contracts/rules';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const age = (n: number | null) => (n === null ? '' : String(n));

/**
 * What a party's own fields give (spec 3 §4, §5): the insurance and actual ages from the ROC birth date, the assets
 * total of the financial table. Computed wherever they are needed (the screen, the schema, the save), never kept
 * in sync by the screen.
 */
export function partyDerived(values: FieldValues): { insureAge: string; actualAge: string; assets: string } {
  const ages = agesFromRoc(text(values.birthYy), text(values.birthMm), text(values.birthDd));
  return {
    insureAge: age(ages.insureAge),
    actualAge: age(ages.actualAge),
    assets: assetsOf(text(values.pp), text(values.rp)),
  };
}

/** n1/n2's `derive`: the values with what they give. */
export const withPartyDerived = <V extends FieldValues>(values: V): V => ({
  ...values,
  ...partyDerived(values),
});

/**
 * What a new ID sets at once (spec 3 §4): the sex it gives, and the nationality (TW) when none is chosen yet; the
 * agent may still change either.
 */
export function idDefaults(id: string, nationality: unknown): { sex?: string; nationality?: string } {
  const d = derivedFromId(id);
  return {
    ...(d.sex ? { sex: d.sex } : {}),
    ...(d.nationality && !nationality ? { nationality: d.nationality } : {}),
  };
}
