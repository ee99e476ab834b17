import { signingMessages } from '@agent-portal/contracts/messages';
import type { EvidenceRecord } from './evidence-log';
import { evidenceReport } from './evidence-report';
import type { CaseVerdict } from './evidence-store';
import { evidenceView } from './signature-evidence';

/** A document of the case and its hashes: what each signer was shown, and the signed document once complete. */
interface DocumentHashes {
  docFid: string;
  docCode: string;
  /** The SHA-256 of the document the core renders once its last block is signed (the latest completion), or null. */
  signedSha256: string | null;
  /** The SHA-256 of the PDF each signature event names (what that signer was shown), in event order. */
  shown: { seq: number; recCode: string; cusCode: string; signerName: string; pdfSha256: string }[];
}

function documentsOf(records: EvidenceRecord[]): DocumentHashes[] {
  const documents = new Map<string, DocumentHashes>();
  for (const r of records) {
    if (!r.docFid) continue;
    let doc = documents.get(r.docFid);
    if (!doc)
      documents.set(
        r.docFid,
        (doc = { docFid: r.docFid, docCode: r.docCode, signedSha256: null, shown: [] }),
      );
    if (r.kind === 'document-completed') doc.signedSha256 = r.pdfSha256;
    if (r.kind === 'signature')
      doc.shown.push({
        seq: r.seq,
        recCode: r.recCode,
        cusCode: r.cusCode,
        signerName: r.signerName,
        pdfSha256: r.pdfSha256,
      });
  }
  return [...documents.values()];
}

/**
 * The auditor's package of one case (issue 43 Deliver 3, `npm run evidence -- export --case T`): as JSON, the
 * verification result, every event with its signature's state, and the documents' hashes; as a page, the evidence
 * report the agents' view prints (evidence-report.ts), noted as verified from the database alone (the core's own
 * signatures are not compared offline).
 */
export function evidencePackage(
  transCode: string,
  records: EvidenceRecord[],
  verdict: CaseVerdict,
  checkedAt: string,
): { json: object; html: string } {
  // The page's verdict line: the chain as verified here; no core comparison claimed (the note says so).
  const view = evidenceView(transCode, records, {
    chainValid: verdict.valid,
    unrecorded: [],
    coreRead: true,
    verifiedAt: checkedAt,
  });
  return {
    json: {
      transCode,
      exportedAt: checkedAt,
      verification: {
        valid: verdict.valid,
        events: verdict.events,
        problems: verdict.problems,
        coreCompared: false,
      },
      documents: documentsOf(records),
      events: view.records,
    },
    html: evidenceReport(view, signingMessages.EVIDENCE_EXPORT_OFFLINE),
  };
}
