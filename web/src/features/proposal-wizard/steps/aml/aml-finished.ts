import { getAml, type AmlData } from './aml-api';

/**
 * Whether the AML step is finished: the core accepted its agentFilesFinish, as the BFF reads it back from the core
 * (`finished`). Saved forms alone are not a finished step (issue 20).
 */
export async function amlFinishedOf(transCode: string): Promise<boolean> {
  return finishedIn(await getAml(transCode));
}

export const finishedIn = (data: AmlData): boolean => data.finished === true;
