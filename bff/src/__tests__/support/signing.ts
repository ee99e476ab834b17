import type { components } from '@agent-portal/contracts/generated/bff';
import { caseWhere, type Row } from './proposals';
import { CSRF, type Agent } from './stack';

export type SigningState = components['schemas']['SigningState'];
export type Evidence = components['schemas']['SignatureEvidence'];
export type Block = SigningState['blocks'][number];

/** A 4×2 PNG with a diagonal stroke: a customer's signature. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEUlEQVR4nGNgYGD4z4AFwAUBJvsB/yq3AcAAAAAASUVORK5CYII=';
/** The core's operation that stores a signature. */
export const SIGN_PATH = '/pdfreport/com/updateSignature';

/**
 * The signing calls of the suites, through the logged-in agent `agent()` gives at the time of the call: a draft
 * mobile case, its signing state and evidence, a document shown to its signer, and a signature of a block.
 */
export function signingCalls(agent: () => Agent) {
  const signing = async (row: Row) =>
    (await agent().get(`/api/proposals/${row.transCode}/signing`).expect(200)).body as SigningState;
  return {
    draft: () => caseWhere(agent(), (r) => r.polState === 'N' && r.polInsureType === 'M'),
    signing,
    evidence: async (row: Row) =>
      (await agent().get(`/api/proposals/${row.transCode}/evidence`).expect(200)).body as Evidence,
    show: (row: Row, block: Block) =>
      agent()
        .get(`/api/proposals/${row.transCode}/signing/documents/${block.docFid}`)
        .query({ cusCode: block.cusCode })
        .expect(200),
    sign: (row: Row, block: Block, image = PNG) =>
      agent()
        .post(`/api/proposals/${row.transCode}/signing/signatures`)
        .set(CSRF)
        .send({ recCode: block.recCode, image }),
  };
}
