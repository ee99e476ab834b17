import type { Proposal } from '../fixtures/proposals';
import {
  SIGN_BLOCKS,
  SIGN_DOCUMENTS,
  SIGNER_KINDS,
  type SignBlock,
  type SignerRole,
} from '../fixtures/signing';
import { state } from '../state';
import { seededParties } from './party-records';

/** The signatures the core keeps per case: images by recCode, each signer's sign time by cusCode. */
export interface CaseSigning {
  images: Record<string, string>;
  signDt: Record<string, string>;
}

export interface Signer {
  role: SignerRole;
  label: string;
  name: string;
  cusCode: string;
}

export interface PlacedBlock extends SignBlock {
  recCode: string;
  docFid: string;
  docName: string;
  cusCode: string;
}

/** 1×1 transparent PNG: the stand-in image of the cases seeded as already signed. */
export const SEEDED_IMAGE =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Customer signing happens on mobile cases in N or S (remote cases sign in the insurer's video flow). */
export const signsInBrowser = (p: Proposal) => p.polInsureType === 'M';

export const docFidOf = (p: Proposal, docCode: string) => `${p.transCode}${docCode}`;

/**
 * Who signs the case: the policyholder and the insured n1-n2 saved, and each legal representative n3 saved (one
 * signer for a person representing both customers). None for a remote case.
 */
export function signersOf(p: Proposal): Signer[] {
  if (!signsInBrowser(p)) return [];
  // Read, not draftOf: the state's own seeding (seedCompleteCases) comes here before customer-store is loaded.
  const draft = state.customerDrafts.get(p.transCode) ?? seededParties(p);
  const label = (role: SignerRole) => SIGNER_KINDS.find((k) => k.role === role)?.label ?? role;
  const party = (role: 'O' | 'I', fallback: string): Signer => ({
    role,
    label: label(role),
    name: draft[role]?.cusName?.trim() || fallback,
    cusCode: `${p.transCode}${role}`,
  });
  const representatives = (['O', 'I'] as const)
    .map((t) => draft.legal[t])
    .filter((r) => !!r?.legcusName?.trim())
    .filter((r, i, all) => all.findIndex((o) => o?.legcusIdn === r?.legcusIdn) === i);
  return [
    party('O', p.oCusName),
    party('I', p.iCusName),
    ...representatives.map((r, i) => ({
      role: 'L' as const,
      label: label('L'),
      name: r?.legcusName?.trim() ?? '',
      cusCode: `${p.transCode}L${i === 0 ? '' : i + 1}`,
    })),
  ];
}

/** A second representative's blocks sit a row lower than the first's. */
const REPRESENTATIVE_ROW = 100;

/** Every block of the case, each on its signer's cusCode: the L blocks once per representative. */
export function blocksOf(p: Proposal): PlacedBlock[] {
  const signers = signersOf(p);
  const representatives = signers.filter((s) => s.role === 'L');
  const placed = SIGN_BLOCKS.flatMap((b) =>
    b.role === 'L'
      ? representatives.map((s, i) => ({ ...b, y: b.y + i * REPRESENTATIVE_ROW, cusCode: s.cusCode }))
      : signers.some((s) => s.role === b.role)
        ? [{ ...b, cusCode: `${p.transCode}${b.role}` }]
        : [],
  );
  return placed.map((b, i) => ({
    ...b,
    recCode: `${p.transCode}R${String(i + 1).padStart(2, '0')}`,
    docFid: docFidOf(p, b.docCode),
    docName: SIGN_DOCUMENTS.find((d) => d.docCode === b.docCode)?.docName ?? b.docCode,
  }));
}

/** The case's signatures; a case seeded as signed (signoffDt) starts with every block signed. */
export function signingOf(p: Proposal): CaseSigning {
  let s = state.signatures.get(p.transCode);
  if (!s) {
    s = { images: {}, signDt: {} };
    if (p.signoffDt && signsInBrowser(p)) {
      for (const b of blocksOf(p)) s.images[b.recCode] = SEEDED_IMAGE;
      for (const signer of signersOf(p)) s.signDt[signer.cusCode] = p.signoffDt;
    }
    state.signatures.set(p.transCode, s);
  }
  return s;
}

/** The blocks not signed yet: the case's, or one signer's. */
export const unsignedOf = (p: Proposal, cusCode?: string) =>
  blocksOf(p).filter((b) => (!cusCode || b.cusCode === cusCode) && !signingOf(p).images[b.recCode]);
