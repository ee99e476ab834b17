import { policyholderPlacing } from '../steps/n1-policyholder/place';
import { insuredPlacing } from '../steps/n2-insured/place';
import { legalAgentPlacing } from '../steps/n3-legal-agent/place';
import { checkItemsPlacing } from '../steps/n4-check-items/place';
import { attachmentsPlacing } from '../steps/n5-attachments/place';
import { amlPlacing } from '../steps/aml/place';
import { statementsPlacing } from '../steps/n6-statements/place';
import { writtenAnalysisPlacing } from '../steps/n7-written-analysis/place';
import { signaturePlacing } from '../steps/n8-signature/place';
import { brokerFormsPlacing } from '../steps/n9-broker-forms/place';
import { lazyStep, type StepEntry } from './types';

/**
 * The step registry (design rule 13): a new step is a folder under steps/ and its line here. The order is the
 * wizards' order: tabs n1-n9, and the AML step (no tab) in the flow after n5. Each step says which wizards have it,
 * under which code (its `place`); the containers, the tabs and `TabKey` derive from this list. A line holds the
 * step's placing (`place.ts`); its definition (`index.ts`: schema, rules, load, save, screen) is a chunk loaded
 * when the step is entered or checked, so a step's first paint loads no other step's (issue 25 item 4).
 */
export const steps = {
  n1: lazyStep(policyholderPlacing, () => import('../steps/n1-policyholder').then((m) => m.policyholderStep)),
  n2: lazyStep(insuredPlacing, () => import('../steps/n2-insured').then((m) => m.insuredStep)),
  n3: lazyStep(legalAgentPlacing, () => import('../steps/n3-legal-agent').then((m) => m.legalAgentStep)),
  n4: lazyStep(checkItemsPlacing, () => import('../steps/n4-check-items').then((m) => m.checkItemsStep)),
  n5: lazyStep(attachmentsPlacing, () => import('../steps/n5-attachments').then((m) => m.attachmentsStep)),
  aml: lazyStep(amlPlacing, () => import('../steps/aml').then((m) => m.amlStep)),
  n6: lazyStep(statementsPlacing, () => import('../steps/n6-statements').then((m) => m.statementsStep)),
  n7: lazyStep(writtenAnalysisPlacing, () =>
    import('../steps/n7-written-analysis').then((m) => m.writtenAnalysisStep),
  ),
  n8: lazyStep(signaturePlacing, () => import('../steps/n8-signature').then((m) => m.signatureStep)),
  n9: lazyStep(brokerFormsPlacing, () => import('../steps/n9-broker-forms').then((m) => m.brokerFormsStep)),
} satisfies Record<string, StepEntry>;

export type StepKey = keyof typeof steps;

/** The tab labels of spec 3 §2 (n1 policyholder … n9 broker forms): the registry's steps with a tab. */
export type TabKey = {
  [K in StepKey]: (typeof steps)[K]['place'] extends { tab: false } ? never : K;
}[StepKey];
