import { policyholderStep } from '../steps/n1-policyholder';
import { insuredStep } from '../steps/n2-insured';
import { legalAgentStep } from '../steps/n3-legal-agent';
import { checkItemsStep } from '../steps/n4-check-items';
import { attachmentsStep } from '../steps/n5-attachments';
import { amlStep } from '../steps/aml';
import { statementsStep } from '../steps/n6-statements';
import { writtenAnalysisStep } from '../steps/n7-written-analysis';
import { signatureStep } from '../steps/n8-signature';
import { brokerFormsStep } from '../steps/n9-broker-forms';
import type { AnyStepDefinition } from './types';

/**
 * The step registry (design rule 13): a new step is a folder under steps/ and its line here. The order is the
 * wizards' order: tabs n1-n9, and the AML step (no tab) in the flow after n5. Each step says which wizards have it,
 * under which code (its `place`); the containers, the tabs and `TabKey` derive from this list.
 */
export const steps = {
  n1: policyholderStep,
  n2: insuredStep,
  n3: legalAgentStep,
  n4: checkItemsStep,
  n5: attachmentsStep,
  aml: amlStep,
  n6: statementsStep,
  n7: writtenAnalysisStep,
  n8: signatureStep,
  n9: brokerFormsStep,
} satisfies Record<string, AnyStepDefinition>;

export type StepKey = keyof typeof steps;

/** The tab labels of spec 3 §2 (n1 policyholder … n9 broker forms): the registry's steps with a tab. */
export type TabKey = {
  [K in StepKey]: (typeof steps)[K]['place'] extends { tab: false } ? never : K;
}[StepKey];
