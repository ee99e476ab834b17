import { ADDRESS_PARTS } from '../../rules/address';

/**
 * The customer steps' form values (n1-n3): every field of their schemas, as the text the form and the core's draft
 * hold. The field lists are the schemas' own keys (a test holds them equal), so the web's steps are typed on them.
 */
export const PARTY_FIELDS = [
  ...ADDRESS_PARTS,
  ...ADDRESS_PARTS.map((p) => `${p}R` as const),
  'amlResult',
  'getDataYn',
  'cusIdn',
  'cusName',
  'sex',
  'birthYy',
  'birthMm',
  'birthDd',
  'insureAge',
  'actualAge',
  'nationality',
  'addrFullR',
  'checkAddrRYn',
  'addrFull',
  'checkAddrYn',
  'sameAddrYn',
  'marryCode',
  'phoneC1',
  'phoneC2',
  'phoneC3',
  'phoneH1',
  'phoneH2',
  'phoneH3',
  'mobile',
  'email',
  'emailYn',
  'agreeEmailYn',
  'jobCode',
  'salary',
  'oIncome',
  'hIncome',
  'pp',
  'rp',
  'assets',
  'loanDebt',
  'salaryLast',
  'oIncomeLast',
  'hIncomeLast',
  'assetsLast',
  'salaryReason',
  'oIncomeReason',
  'hIncomeReason',
  'assetsReason',
] as const;

export const POLICYHOLDER_FIELDS = [
  ...PARTY_FIELDS,
  'shareYn',
  'shareAgentCode',
  'shareAgentName',
  'cusCheck',
  'agreeYn',
] as const;

export const INSURED_FIELDS = [
  ...PARTY_FIELDS,
  'relationOwnerCode',
  'relationOwnerOther',
  'agreeYn',
] as const;

/** A representative's identity: what a box's ID lookup fills and then locks where it filled it (spec 3 §4). */
export const LEGAL_IDENTITY = [
  'legcusIdn',
  'legcusName',
  'legSex',
  'legbirthYy',
  'legbirthMm',
  'legbirthDd',
  'legNationality',
] as const;

/** One representative box (the party's own ID and the representative's status ride along). */
export const LEGAL_FIELDS = [
  'cusIdn',
  'legStatus',
  'legGetDataYn',
  ...LEGAL_IDENTITY,
  'legRelOwnerCode',
  'legRelOwnerOther',
  'legPhoneC1',
  'legPhoneC2',
  'legPhoneC3',
  'legPhoneH1',
  'legPhoneH2',
  'legPhoneH3',
  'legMobile',
] as const;

type Texts<F extends readonly string[]> = Record<F[number], string>;

/** What n1 and n2 share: the party's record (the shared field groups are typed on it). */
export type PartyValues = Texts<typeof PARTY_FIELDS>;
export type PolicyholderValues = Texts<typeof POLICYHOLDER_FIELDS>;
export type InsuredValues = Texts<typeof INSURED_FIELDS>;
export type LegalBoxValues = Texts<typeof LEGAL_FIELDS>;
/** n3: which boxes show (Y/N) and the two boxes, O for the policyholder's representative, I for the insured's. */
export interface LegalAgentValues {
  showO: string;
  showI: string;
  O: LegalBoxValues;
  I: LegalBoxValues;
}

/** The values of a list of fields, every one blank (a new case). */
export const blankOf = <F extends readonly string[]>(fields: F): Texts<F> =>
  Object.fromEntries(fields.map((f) => [f, ''])) as Texts<F>;
