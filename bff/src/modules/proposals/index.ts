import type { PortalModule } from '../module';
import { amlRoutes } from './aml/aml.routes';
import { attachmentsRoutes } from './attachments/attachments.routes';
import { completenessRoutes } from './completeness/completeness.routes';
import { customerStepsRoutes } from './customer-steps/customer-steps.routes';
import { proposalsRoutes } from './proposals.routes';
import { signingRoutes } from './signing/signing.routes';
import { statementsRoutes } from './statements/statements.routes';

/** What the composition root may use of the case tree (this file is the module's only door). */
export { agentFacts } from './agent-facts';
export { caseOwnership } from './case-ownership';
export { newCases } from './new-cases';
export { proposalActionsService } from './proposal-actions.service';
export { proposalDocuments } from './proposal-documents';
export { proposalsLegacy } from './proposals.legacy';
export { proposalInsurers, proposalsService } from './proposals.service';
export { amlLegacy } from './aml/aml.legacy';
export { amlService } from './aml/aml.service';
export { nameCheckFlags } from './aml/aml-annex';
export { attachmentsLegacy } from './attachments/attachments.legacy';
export { caseGuard } from './attachments/case-guard';
export { checkItemsService } from './attachments/check-items.service';
export { fileLimitsOf, filesService } from './attachments/files.service';
export { completenessService } from './completeness/completeness.service';
export { jumpGate } from './completeness/jump-gate';
export { temporarySaves } from './completeness/temporary-saves';
export { customerStepsLegacy } from './customer-steps/customer-steps.legacy';
export { customerStepsService } from './customer-steps/customer-steps.service';
export { draftRevisions } from './customer-steps/draft-revisions';
export { readCaseEvidence, verifyEvidence, type EvidenceVerdict } from './signing/evidence-store';
export { evidencePackage } from './signing/evidence-package';
export { brokerFormService } from './signing/broker-form.service';
export { evidenceLogOf } from './signing/evidence-store';
export { signingLegacy } from './signing/signing.legacy';
export { signingService } from './signing/signing.service';
export { statementsLegacy } from './statements/statements.legacy';
export { statementsService } from './statements/statements.service';
export { writtenAnalysisService } from './statements/written-analysis.service';

/**
 * /api/proposals and /api/customer-steps: the case list and row actions, then each step of a case (customer steps,
 * check items and attachments, AML, statements and written analysis, signing, completeness) in its own folder.
 */
export const proposalsModule: PortalModule = {
  name: 'proposals',
  routes: ({ proposals: p, limits }) => [
    ...proposalsRoutes(p),
    ...customerStepsRoutes(p.customerSteps, limits, p.accessLog),
    ...attachmentsRoutes(p.checkItems, p.files),
    ...amlRoutes(p.aml),
    ...statementsRoutes(p),
    ...signingRoutes(p.signing, p.brokerForm),
    ...completenessRoutes(p.completeness),
  ],
};
export { missingEvidenceKeys } from './signing/evidence-store';
