import { policyholderStep } from '../steps/n1-policyholder';
import { insuredStep } from '../steps/n2-insured';
import { legalAgentStep } from '../steps/n3-legal-agent';
import { AML_STEP_CODE, amlStep as amlRiskStep } from '../steps/aml';
import { checkItemsStep } from '../steps/n4-check-items';
import { attachmentsStep } from '../steps/n5-attachments';
import { statementsStep } from '../steps/n6-statements';
import { writtenAnalysisStep } from '../steps/n7-written-analysis';
import { signatureStep } from '../steps/n8-signature';
import { brokerFormsStep } from '../steps/n9-broker-forms';
import type { StepDefinition, TabKey } from './types';

/** The step registry (design rule 16): a new step is a folder under steps/ and its line here. */
export const steps: Record<TabKey, StepDefinition> = {
  n1: policyholderStep,
  n2: insuredStep,
  n3: legalAgentStep,
  n4: checkItemsStep,
  n5: attachmentsStep,
  n6: statementsStep,
  n7: writtenAnalysisStep,
  n8: signatureStep,
  n9: brokerFormsStep,
};

/**
 * The AML step's slot (issue 9 item 9): not one of n1-n9. Issue 12: it opens after n5 (its `tab`) under the step
 * code AML_STEP_CODE, inside n5's tab (docs/decisions.md).
 */
export const amlStep: StepDefinition | undefined = amlRiskStep;
export { AML_STEP_CODE };
