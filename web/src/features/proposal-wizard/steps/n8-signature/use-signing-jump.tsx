import { App } from 'antd';
import { isAfterRemindHour } from '@agent-portal/contracts/rules';
import { proposalMessages as pm, signingMessages as sm } from '@agent-portal/contracts/messages';
import { useParameters } from '@/api/common';
import type { components } from '@agent-portal/contracts/generated/bff';
import { useJumpToInsurer as useWizardJump } from '../../hooks/use-jump-to-insurer';
import { useWizardAccessLog } from '../../hooks/use-wizard-access-log';

export type SigningState = components['schemas']['SigningState'];
export type SigningJumpStep = 'INS_S8' | 'INS_S9';

/**
 * The jump from the signing step (n8), the list's signing dialog and n9 (spec 2 §4.7); the signing feature's
 * screens take it as their `onJump` callback (composed by app/, issue 21): unsigned → the warning (a visiting agent may
 * continue: decisions.md), the confirm list, the APP_REMIND_TIME warning after its hour, then the wizard's one jump
 * (`useJumpToInsurer` of proposal-wizard) with, when the agent continued unsigned, the visiting agent's declaration,
 * which the BFF records with the step it derives from the case (issues 20, 40) and requires: the BFF's go/no-go refuses an
 * incomplete case (its message is shown). The link opens in a new window (the BFF set polState O) and the agent is
 * back on the list. The core's erorrMsg comes back as errorMsg: shown, nothing changed.
 */
export function useSigningJump(stepCode: SigningJumpStep = 'INS_S8') {
  const { modal } = App.useApp();
  const log = useWizardAccessLog('ProposalSignature');
  const { jump } = useWizardJump({ log: false });
  const { data: parameters } = useParameters();

  const ask = (content: React.ReactNode, okText = '確定', cancelText = '取消') =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        content,
        okText,
        cancelText,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );

  return async (transCode: string | undefined, state: SigningState | undefined) => {
    if (!transCode) return;
    log('jump', '跳轉保險公司', { transCode, stepCode });
    const visitingAgent = !state?.complete;
    if (visitingAgent) {
      if (!(await ask(pm.CUSTOMER_NOT_SIGNED, '親訪業務員繼續', '取消'))) return;
      if (!(await ask(sm.JUMP_UNSIGNED_CONTINUE))) return;
    }
    const lines = (state?.signers ?? []).map(
      (s) => `${s.label} ${s.name}：${s.signed === s.total ? '已簽' : `待簽 ${s.total - s.signed} 處`}`,
    );
    const confirmed = await ask(
      <div data-testid="jump-confirm">
        <p>{sm.JUMP_CONFIRM}</p>
        <ul>
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </div>,
    );
    if (!confirmed) return;
    const remind = parameters?.find((p) => p.parameterCode === 'APP_REMIND_TIME');
    if (remind && isAfterRemindHour(new Date(), Number(remind.parameterValue))) {
      const text = remind.variableDesc || sm.APP_REMIND(remind.parameterValue);
      if (!(await ask(text))) return;
    }
    await jump(transCode, visitingAgent ? { visitingAgent } : {});
  };
}
