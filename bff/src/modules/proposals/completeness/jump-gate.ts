import { completenessMessages as cm } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { BffBody } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import type { LegacyProposalRow } from '../proposals.legacy';
import type { AccessLogEntry } from '../../common';
import type { EvidenceLog } from '../signing/evidence-log';
import type { SigningState } from '../signing/signing-state';
import type { CompletenessService } from './completeness.service';

export type JumpBody = NonNullable<BffBody<'post', '/api/proposals/{transCode}/jump'>>;
/** What the jump takes from the request: the declaration and the user agent (a body's `from` is not read). */
export type JumpRequest = Pick<JumpBody, 'visitingAgent'> & { userAgent: string };

/** The declaration's marks in the evidence log (its entries are otherwise signatures). */
export const DECLARATION_DOC_CODE = 'VISITING_AGENT_DECLARATION';
export const JUMP_PROG_CLASS = 'ProposalJump';
export const DECLARATION_METHOD = 'visitingAgentDeclaration';

export interface JumpGateDeps {
  completeness: Pick<CompletenessService, 'ofCase'>;
  evidence: Pick<EvidenceLog, 'append'>;
  /** The core's access log (written before the jump; a failure is logged, never fatal). */
  accessLog(ctx: RequestContext, entry: AccessLogEntry): Promise<void>;
  /** updateToPreview: null when the core accepted it, else its refusal. */
  toPreview(ctx: RequestContext, transCode: string): Promise<string | null>;
  clock?: () => Date;
}

export type JumpPlace = 'LIST' | 'REMOTE_S6' | 'INS_S8' | 'INS_S9';

/**
 * Where the agent jumps from, as the case's state says (issue 40 item 5), never as the body says: a case in O jumps
 * from the list only (spec 2 §4.2); a remote one from n7 (REMOTE_S6); a mobile one from the signing step (INS_S8),
 * or from the last step (INS_S9) once the core holds its signoff date, where the BFF's own opening sends the agent
 * (`open`: an S case with a signoff date goes to the last step).
 */
export function jumpPlaceOf(
  row: Pick<LegacyProposalRow, 'polState' | 'polInsureType' | 'signoffDt'>,
): JumpPlace {
  if (row.polState === 'O') return 'LIST';
  if (row.polInsureType === 'R') return 'REMOTE_S6';
  return row.signoffDt ? 'INS_S9' : 'INS_S8';
}

/**
 * The go/no-go enforced at every jump (issue 20 item 5; spec 2 §4.7): an incomplete case is refused (409) before
 * the core is asked; a mobile case whose only gap is the customers' signatures jumps only with the visiting
 * agent's declaration, recorded first (who, when, the unsigned blocks, the step) in the case's evidence and the
 * access log; a complete mobile case whose preview step was never reported gets updateToPreview first.
 */
export function jumpGate(deps: JumpGateDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function declare(
    ctx: RequestContext,
    row: LegacyProposalRow,
    signing: SigningState | null,
    request: JumpRequest,
  ): Promise<void> {
    const auth = ctx.session.get('auth');
    const userCode = auth?.stage === 'done' ? auth.userCode : '';
    const unsigned = (signing?.blocks ?? []).filter((b) => !b.image);
    const stepCode = jumpPlaceOf(row);
    const text = cm.DECLARATION(unsigned.length);
    const record = await deps.evidence.append(row.transCode, {
      kind: 'declaration',
      ref: '',
      at: clock().toISOString(),
      recCode: unsigned.map((b) => b.recCode).join(','),
      docCode: DECLARATION_DOC_CODE,
      docFid: stepCode,
      signCode: '',
      cusCode: [...new Set(unsigned.map((b) => b.cusCode))].join(','),
      signerName: (auth?.stage === 'done' && auth.userName) || '',
      label: text,
      userCode,
      clientIp: ctx.clientIp,
      userAgent: request.userAgent.slice(0, 512),
      imageSha256: '',
      pdfSha256: '',
    });
    await deps.accessLog(ctx, {
      progClassName: JUMP_PROG_CLASS,
      methodName: DECLARATION_METHOD,
      actionMsg: `${text}：${unsigned.map((b) => `${b.docName} ${b.label}`).join('、')}`.slice(0, 1000),
      transCode: row.transCode,
      stepCode,
      woCode: '',
      sysType: 'F',
      userCode,
    });
    ctx.log.info(
      {
        reqId: ctx.requestId,
        transCode: row.transCode,
        stepCode,
        unsigned: unsigned.length,
        evidenceId: record.id,
      },
      'visiting-agent declaration recorded',
    );
  }

  return {
    /** Throws the 409 envelope unless the case may jump now; records a declaration when one is needed. */
    async require(ctx: RequestContext, row: LegacyProposalRow, request: JumpRequest): Promise<void> {
      const verdict = await deps.completeness.ofCase(ctx, row);
      if (verdict.verdict === 'incomplete')
        throw new AppError(409, 'JUMP_INCOMPLETE', cm.JUMP_REFUSED(verdict.pending));
      if (verdict.verdict === 'unsigned') {
        if (request.visitingAgent !== true)
          throw new AppError(409, 'JUMP_NEEDS_DECLARATION', cm.JUMP_NEEDS_DECLARATION);
        await declare(ctx, row, verdict.signing, request);
        return;
      }
      // Signed in the browser but the preview step never reported (jumped from n8 before 下一步).
      const editable = row.polState === 'N' || row.polState === 'S';
      if (editable && verdict.signing && verdict.signing.total > 0 && !row.signoffDt) {
        const refusal = await deps.toPreview(ctx, row.transCode);
        if (refusal) throw new AppError(409, 'LEGACY_ERROR', refusal);
      }
    },
  };
}

export type JumpGate = ReturnType<typeof jumpGate>;
