import { ANNEX, jobOf } from '../fixtures/aml';
import type { Proposal } from '../fixtures/proposals';
import { statementSeeds } from '../fixtures/statements';
import { state } from '../state';
import { completeParties } from './party-records';
import { blocksOf, SEEDED_IMAGE, signingOf } from './signing';

/**
 * What the core holds for a case whose every step was done (issue 20): both customers (the insured is the
 * policyholder, or the seeded minor child with the policyholder as representative), the check items with an AG file, the AML risk form saved and finished, every statement agreed, the
 * written analysis submitted and, when `signed`, every signature. The seeded O cases and the signed S case start so
 * (they reached the insurer, or its door, through the go/no-go); tests complete others through the control API.
 */
export function completeCase(p: Proposal, signed: boolean): void {
  state.customerDrafts.set(p.transCode, {
    ...completeParties(p),
    share: { shareYn: 'N', shareAgentCode: '', shareAgentName: '' },
  });
  const results = {
    agResult: '已親晤',
    caResult: '無',
    crResult: '無',
    cmResult: '無',
    ctResult: '無',
    ceResult: '無',
  };
  const reasons = { salaryReason: '調薪', oIncomeReason: '無', hIncomeReason: '無', assetsReason: '無' };
  p.checkItems = { results, reasons: { O: reasons, I: reasons } };
  if (!p.files.some((f) => f.fileType === 'AG')) {
    p.files.push({
      fileCode: `${p.transCode}FAG`,
      fileName: '業務員親晤說明.pdf',
      fileType: 'AG',
      fileTypeName: '業務員檢核',
    });
  }
  state.aml.risk.set(p.transCode, {
    transCode: p.transCode,
    annexCode: ANNEX.risk.code,
    annexVersion: ANNEX.risk.version,
    status: 'S',
    idnCheckYn: 'Y',
    idnCode: 'A',
    commCheckYn: 'Y',
    cusJobCode: jobOf(p.oCusIdn),
    specJobYn: 'N',
    mlCheckYn: 'N',
    riskJobYn: 'N',
    nameCheckYn: 'N',
    insureSource: '1',
    premSource: '1',
  });
  state.aml.finished.add(p.transCode);
  state.statementReviews.set(
    p.transCode,
    new Set(statementSeeds.map((s) => `${s.annexCode}:${s.annexVersion}`)),
  );
  state.writtenAnalyses.set(p.transCode, {
    purCode: '1',
    insTypeCode: '1',
    compCode: p.compCode,
    faceAmt: '1000000',
    insOtherYn: 'N',
    oldAgeYn: '1',
    curCode: 'TWD',
    mode: '1',
    modePrem: '36000',
    retireYear: '2',
    feeSourceCode: '03',
    proNameChk: '1',
    faceAmtChk: '1',
    coverageChk: '1',
    modePremChk: '1',
    insReasonCode: '1',
    status: 'S',
  });
  if (signed) {
    const signing = signingOf(p);
    for (const b of blocksOf(p)) signing.images[b.recCode] ??= SEEDED_IMAGE;
  }
}

/** The seeded cases that start complete: every O case and the mobile S case the customer signed. */
export function seedCompleteCases(): void {
  for (const p of state.proposals.values()) {
    if (p.polState === 'O') completeCase(p, true);
    else if (p.polState === 'S' && p.polInsureType === 'M' && p.signoffDt) completeCase(p, true);
  }
}
