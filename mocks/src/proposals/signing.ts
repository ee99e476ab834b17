import { customers } from '../fixtures/customers';
import type { Proposal } from '../fixtures/proposals';
import {
  SIGN_BLOCKS,
  SIGN_DOCUMENTS,
  SIGNER_KINDS,
  type SignBlock,
  type SignerRole,
} from '../fixtures/signing';
import { seeded } from '../lib/seeded';
import { state } from '../state';

/** The signatures the core keeps per case: images by recCode, each signer's sign time by role. */
export interface CaseSigning {
  images: Record<string, string>;
  signDt: Partial<Record<SignerRole, string>>;
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
const SEEDED_IMAGE =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Customer signing happens on mobile cases in N or S (remote cases sign in the insurer's video flow). */
export const signsInBrowser = (p: Proposal) => p.polInsureType === 'M';

export const docFidOf = (p: Proposal, docCode: string) => `${p.transCode}${docCode}`;

export function signersOf(p: Proposal): Signer[] {
  if (!signsInBrowser(p)) return [];
  const legalRep = seeded(`legal-${p.seedKey ?? p.transCode}`).pick(customers).name;
  const names: Record<SignerRole, string> = { O: p.oCusName, I: p.iCusName, L: legalRep };
  return SIGNER_KINDS.map((k) => ({
    role: k.role,
    label: k.label,
    name: names[k.role],
    cusCode: `${p.transCode}${k.role}`,
  }));
}

export function blocksOf(p: Proposal): PlacedBlock[] {
  if (!signsInBrowser(p)) return [];
  return SIGN_BLOCKS.map((b, i) => ({
    ...b,
    recCode: `${p.transCode}R${String(i + 1).padStart(2, '0')}`,
    docFid: docFidOf(p, b.docCode),
    docName: SIGN_DOCUMENTS.find((d) => d.docCode === b.docCode)?.docName ?? b.docCode,
    cusCode: `${p.transCode}${b.role}`,
  }));
}

/** The case's signatures; a case seeded as signed (signoffDt) starts with every block signed. */
export function signingOf(p: Proposal): CaseSigning {
  let s = state.signatures.get(p.transCode);
  if (!s) {
    s = { images: {}, signDt: {} };
    if (p.signoffDt && signsInBrowser(p)) {
      for (const b of blocksOf(p)) s.images[b.recCode] = SEEDED_IMAGE;
      for (const k of SIGNER_KINDS) s.signDt[k.role] = p.signoffDt;
    }
    state.signatures.set(p.transCode, s);
  }
  return s;
}

export const unsignedOf = (p: Proposal, role?: SignerRole) =>
  blocksOf(p).filter((b) => (!role || b.role === role) && !signingOf(p).images[b.recCode]);
