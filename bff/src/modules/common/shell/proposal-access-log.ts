import type { Request, RequestHandler } from 'express';
import { contextOf } from '../../../http/http-context';
import type { RequestContext } from '../../../infra/request-context';
import type { LegacyClient } from '../../../legacy/legacy-client';
import { shellLegacy } from './shell.legacy';

/** sysType of every proposal function's access-log entry (spec 2 §7, spec 3 §7). */
export const PROPOSAL_SYS_TYPE = 'F';
/** The server-side write gives up after this long (as the SPA's entries do). */
const WRITE_TIMEOUT_MS = 5000;

/**
 * The proposal programs of the access log: their entries are sysType F whatever the caller sends (the SPA's search
 * page, wizard, AML form, choose dialog and signature panel are all named Proposal…).
 */
export const isProposalProgram = (progClassName: string) => progClassName.startsWith('Proposal');

/**
 * The proposal actions the BFF records itself, once each action went through (issue 20 item 7): they happen on the
 * server, so the entry does not depend on the SPA remembering to send it. actionMsg carries no personal data.
 */
export const PROPOSAL_ACTIONS = {
  uploadFile: { progClassName: 'ProposalSteps', methodName: 'uploadFile', actionMsg: '上傳檔案' },
  deleteFile: { progClassName: 'ProposalSteps', methodName: 'deleteFile', actionMsg: '刪除檔案' },
  deleteAllFiles: { progClassName: 'ProposalSteps', methodName: 'deleteAllFiles', actionMsg: '刪除全部檔案' },
  viewFile: { progClassName: 'ProposalSteps', methodName: 'viewFile', actionMsg: '檢視上傳檔案' },
  previewProposalPdf: {
    progClassName: 'ProposalSteps',
    methodName: 'previewProposalPdf',
    actionMsg: '要保書預覽',
  },
  previewSignDocument: {
    progClassName: 'ProposalSignature',
    methodName: 'previewDocument',
    actionMsg: '簽名文件預覽',
  },
  sign: { progClassName: 'ProposalSignature', methodName: 'sign', actionMsg: '客戶簽名' },
  /** The explicit void of a signature (issue 40); the reason is in the evidence, not here (free text). */
  voidSignature: { progClassName: 'ProposalSignature', methodName: 'voidSignature', actionMsg: '簽名作廢' },
  completeSigning: { progClassName: 'ProposalSignature', methodName: 'complete', actionMsg: '簽名完成' },
  previewRecords: {
    progClassName: 'ProposalSearch',
    methodName: 'previewRecords',
    actionMsg: '要保文件預覽',
  },
  viewEvidence: { progClassName: 'ProposalSearch', methodName: 'viewEvidence', actionMsg: '簽名存證檢視' },
  // The customer-data actions of n1-n3 (spec 3 §7, issue 41 item 8): the case and step the SPA names.
  idLookup: { progClassName: 'ProposalSteps', methodName: 'idLookup', actionMsg: '身分證字號查詢' },
  nameCheck: { progClassName: 'ProposalSteps', methodName: 'checkCusName', actionMsg: '姓名檢核' },
  addressCheck: { progClassName: 'ProposalSteps', methodName: 'checkAddress', actionMsg: '地址正規化檢核' },
  consentCheck: { progClassName: 'ProposalSteps', methodName: 'checkConsent', actionMsg: '個資同意查詢' },
  sendSms: { progClassName: 'ProposalSteps', methodName: 'sendConsentSms', actionMsg: '發送個資同意簡訊' },
  shareAgent: {
    progClassName: 'ProposalSteps',
    methodName: 'findShareAgent',
    actionMsg: '共同招攬業務員查詢',
  },
  // The take-out (客戶資料帶出申請) actions: no case, no step.
  releasePermitSearch: { progClassName: 'ReleasePermit', methodName: 'search', actionMsg: '帶出申請查詢' },
  releasePermitCustomer: {
    progClassName: 'ReleasePermit',
    methodName: 'findCustomer',
    actionMsg: '帶出申請查詢客戶',
  },
  releasePermitSubmit: {
    progClassName: 'ReleasePermit',
    methodName: 'submit',
    actionMsg: '帶出申請送出審核',
  },
  /** The jump of an unsigned mobile case on the visiting agent's declaration (issue 20 item 5). */
  visitingAgentDeclaration: {
    progClassName: 'ProposalSignature',
    methodName: 'visitingAgentDeclaration',
    actionMsg: '業務員親訪聲明跳轉保險公司',
  },
} as const;

export type ProposalActionName = keyof typeof PROPOSAL_ACTIONS;

export interface ProposalActionWhere {
  transCode: string;
  stepCode: string;
  /** Appended to the action's text (e.g. a document code or the blocks left unsigned); never personal data. */
  detail?: string;
}

/** The wizard tabs (spec 2 §2.10): mobile n1-n9 are INS_S1-S9; remote n1-n5, n7, n9 are REMOTE_S1-S7. */
export type WizardTab = 'n1' | 'n2' | 'n3' | 'n4' | 'n5' | 'n6' | 'n7' | 'n8' | 'n9';
const REMOTE_STEPS: Partial<Record<WizardTab, string>> = {
  n1: 'REMOTE_S1',
  n2: 'REMOTE_S2',
  n3: 'REMOTE_S3',
  n4: 'REMOTE_S4',
  n5: 'REMOTE_S5',
  n7: 'REMOTE_S6',
  n9: 'REMOTE_S7',
};

/** The step code of a tab in a case of this type ('' for a tab the remote container does not have). */
export function stepCodeOf(polInsureType: string, tab: WizardTab): string {
  return polInsureType === 'R' ? (REMOTE_STEPS[tab] ?? '') : `INS_S${tab.slice(1)}`;
}

export interface ProposalAccessLog {
  /**
   * Writes one entry for a proposal action of the logged-in agent: sysType F, the case, its step, the user code.
   * Never rejects (a failed write is only logged): `void` it, or await it where the entry must exist before the
   * act goes on (the visiting-agent declaration).
   */
  record(ctx: RequestContext, action: ProposalActionName, where: ProposalActionWhere): Promise<void>;
}

export function proposalAccessLog(core: LegacyClient): ProposalAccessLog {
  const legacy = shellLegacy(core);
  return {
    async record(ctx, action, { transCode, stepCode, detail }) {
      const { progClassName, methodName, actionMsg } = PROPOSAL_ACTIONS[action];
      try {
        await legacy.accessLog(
          ctx.legacy(),
          {
            progClassName,
            methodName,
            actionMsg: detail ? `${actionMsg} ${detail}` : actionMsg,
            transCode,
            stepCode,
            woCode: '',
            sysType: PROPOSAL_SYS_TYPE,
            userCode: ctx.session.get('auth')?.userCode ?? '',
          },
          WRITE_TIMEOUT_MS,
        );
      } catch (err) {
        ctx.log.warn({ err, reqId: ctx.requestId, progClassName, methodName }, 'access log failed');
      }
    },
  };
}

/**
 * Records the action once the answer went out with a 2xx, for the case and step `where` reads from the request
 * (a service that does not see the outcome, or an action the route alone names).
 */
export function recordServed(
  accessLog: ProposalAccessLog,
  action: ProposalActionName,
  where: (req: Request) => ProposalActionWhere,
): RequestHandler {
  return (req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode >= 200 && res.statusCode < 300)
        void accessLog.record(contextOf(req), action, where(req));
    });
    next();
  };
}

/** For a streamed route: the case of the path's transCode, on the given step. */
export const recordWhenServed = (
  accessLog: ProposalAccessLog,
  action: ProposalActionName,
  stepCode: string,
) => recordServed(accessLog, action, (req) => ({ transCode: String(req.params.transCode), stepCode }));

const named = (req: Request, name: string): string => {
  const from =
    (req.body as Record<string, unknown> | undefined)?.[name] ?? (req.checkedQuery ?? req.query)[name];
  return typeof from === 'string' ? from.trim() : '';
};

/** A customer-step action: the case and step the request names (its body or query; '' when not yet a case). */
export const recordStepAction = (accessLog: ProposalAccessLog, action: ProposalActionName) =>
  recordServed(accessLog, action, (req) => ({
    transCode: named(req, 'transCode'),
    stepCode: named(req, 'stepCode'),
  }));

/** A take-out action: no case, no step. */
export const recordTakeOutAction = (accessLog: ProposalAccessLog, action: ProposalActionName) =>
  recordServed(accessLog, action, () => ({ transCode: '', stepCode: '' }));
