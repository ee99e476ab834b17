import { useCallback, useContext } from 'react';
import { logProposalAccess } from '@/lib/access-log';
import { WizardContext } from './wizard-context';

/** The access log's program name for the wizard's buttons (spec 2 §7). */
export const WIZARD_ACCESS_LOG_PROGRAM = 'ProposalSteps';

/**
 * The wizard's access log (spec 2 §7) for any button inside it: the container's (上一步, 下一步, tabs, 暫存, 離開)
 * and a step's own (upload, sign, jump …). Each entry carries the case's transCode, the step's stepCode and
 * sysType F. A step passes its own program name when it has one (e.g. 'CheckItems'); the default is the wizard's.
 *
 *     const log = useWizardAccessLog();
 *     <Button onClick={() => { log('upload', '上傳檔案'); … }}>
 */
export function useWizardAccessLog(progClassName = WIZARD_ACCESS_LOG_PROGRAM) {
  const wizard = useContext(WizardContext);
  const transCode = wizard?.transCode;
  const stepCode = wizard?.stepCode;
  return useCallback(
    (methodName: string, actionMsg = '', where?: { transCode?: string; stepCode?: string }) =>
      logProposalAccess(progClassName, methodName, actionMsg, {
        transCode: where?.transCode ?? transCode,
        stepCode: where?.stepCode ?? stepCode,
      }),
    [progClassName, transCode, stepCode],
  );
}
