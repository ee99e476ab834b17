import { attachmentMessages as am, proposalMessages } from '@agent-portal/contracts/messages';
import {
  attachSlots,
  fileGroupOf,
  FILE_KIND_MIME,
  isAllowedUploadType,
  isAttachType,
  kindOfName,
  SNIFF_BYTES,
  sniffFileKind,
  uploadCountLimit,
  uploadNameProblem,
  uploadNameRefusal,
  UPLOAD_LIMITS,
  type FileGroup,
  type UploadFileType,
} from '@agent-portal/contracts/rules';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import type { UploadReservation, UploadReservations } from '../../../infra/upload-reservations';
import { coreRefusal } from '../proposal-rules';
import { stepCodeOf as tabStepCode, type ProposalAccessLog } from '../../common';
import type { AttachmentsLegacy, LegacyPolicyFile } from './attachments.legacy';
import { WIZARD_WRITE, type CaseGuard } from './case-guard';

export interface UploadMeta {
  fileType: UploadFileType;
  fileName: string;
  stepCode: 'INS_S4' | 'INS_S5' | 'REMOTE_S4' | 'REMOTE_S5';
}

/** The system parameters of the limits (spec 2 §3 "Parameters read"). */
export type LimitsReader = (ctx: RequestContext) => Promise<{ fileLimit: number; otherFileLimit: number }>;

/** FILE_LIMIT and OTHER_FILE_LIMIT from the shared (cached) system parameters; the spec's defaults otherwise. */
export function fileLimitsOf(
  parameters: (ctx: RequestContext) => Promise<{ parameterCode?: string; parameterValue?: string }[]>,
): LimitsReader {
  return async (ctx) => {
    const params = await parameters(ctx);
    const value = (code: string, fallback: number) => {
      const n = Number(params.find((p) => p.parameterCode === code)?.parameterValue);
      return Number.isInteger(n) && n >= 0 ? n : fallback;
    };
    return { fileLimit: value('FILE_LIMIT', 10), otherFileLimit: value('OTHER_FILE_LIMIT', 5) };
  };
}

const caseFile = ({ fileCode, fileName, fileType, fileTypeName }: LegacyPolicyFile): Schema<'CaseFile'> => ({
  fileCode,
  fileName,
  fileType,
  fileTypeName,
});

/** The step code a type is uploaded under: n4 (VALIDATE) or n5 (ATTACH) of the case's container. */
const stepCodeOf = (fileType: UploadFileType, polInsureType: string): UploadMeta['stepCode'] =>
  `${polInsureType === 'R' ? 'REMOTE' : 'INS'}_S${fileGroupOf(fileType) === 'VALIDATE' ? 4 : 5}`;

/**
 * Uploads of n4 and n5 (spec 2 §5 "File upload"; design rule 14): every limit the SPA shows is enforced here before
 * the core is called — the slot (B for BM1 only, A in the remote flow only), the name, the count, the size, the
 * real type by magic bytes. The count is reserved, not just read (issue 40 item 3): parallel uploads to one slot
 * cannot pass it (infra/upload-reservations.ts).
 */
export function filesService(
  legacy: AttachmentsLegacy,
  cases: CaseGuard,
  limits: LimitsReader,
  accessLog: ProposalAccessLog,
  reservations: UploadReservations,
) {
  /**
   * The case's own file `fileCode`, found in the core's lists of the case (`groups`) before any call that names it
   * (issue 40 item 5): a code of another case, another agent's included, is 404 FILE_NOT_FOUND and the core is never
   * asked for it.
   */
  async function caseFileOf(
    ctx: RequestContext,
    transCode: string,
    fileCode: string,
    groups: readonly FileGroup[],
  ): Promise<LegacyPolicyFile> {
    const lists = await Promise.all(groups.map((g) => legacy.files(ctx.legacy(), transCode, g)));
    const file = lists.flat().find((f) => f.fileCode === fileCode);
    if (!file) throw new AppError(404, 'FILE_NOT_FOUND', am.FILE_NOT_FOUND);
    return file;
  }

  return {
    /** The attachment slots the case shows to this agent's role (B for BM1 only, A in the remote flow only). */
    slots(ctx: RequestContext, polInsureType: 'M' | 'R') {
      return attachSlots(polInsureType, cases.roleCode(ctx));
    },

    async rules(ctx: RequestContext, polInsureType: 'M' | 'R'): Promise<Schema<'UploadRules'>> {
      const { fileLimit, otherFileLimit } = await limits(ctx);
      return {
        maxBytes: UPLOAD_LIMITS.maxBytes,
        nameMax: UPLOAD_LIMITS.nameMax,
        fileLimit,
        otherFileLimit,
        slots: attachSlots(polInsureType, cases.roleCode(ctx)),
      };
    },

    async list(ctx: RequestContext, transCode: string, group: FileGroup): Promise<Schema<'CaseFile'>[]> {
      return (await legacy.files(ctx.legacy(), transCode, group)).map(caseFile);
    },

    /**
     * n5's header (spec 2 §2.6: it loads the customer info of type O and the policy info): the policyholder's name,
     * the case's 受理編號 and type, and the policyholder's other submitted cases (the policy-status count, polState
     * S). The count is a notice: a failed one is null, the step still opens; the case itself must be the agent's.
     */
    async header(ctx: RequestContext, transCode: string): Promise<Schema<'AttachmentsHeader'>> {
      const row = await cases.find(ctx, transCode);
      const call = ctx.legacy();
      const [owner, policy] = await Promise.all([
        legacy.policyholder(call, transCode),
        legacy.policyInfo(call, transCode),
      ]);
      const cusIdn = (owner?.cusIdn ?? '').trim();
      let submittedCases: number | null = null;
      if (cusIdn) {
        try {
          submittedCases = await legacy.policyCount(call, { transCode, cusIdn, polState: 'S' });
        } catch (err) {
          if (err instanceof AppError && err.status === 401) throw err;
          ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'policy count failed');
        }
      }
      return {
        policyholderName: owner?.cusName ?? '',
        insAcceptNo: policy.insAcceptNo ?? '',
        polInsureType: policy.polInsureType ?? row.polInsureType,
        submittedCases,
      };
    },

    /**
     * Everything that can be refused before the body is read; the file's place in its slot is then reserved, with
     * the core's list and every upload under way counted (409 FILE_LIMIT_REACHED when none is left).
     */
    async admit(ctx: RequestContext, transCode: string, meta: UploadMeta): Promise<UploadReservation> {
      const { fileType, fileName, stepCode } = meta;
      const nameRefusal = uploadNameRefusal(fileName);
      if (nameRefusal) {
        const code = uploadNameProblem(fileName) === 'length' ? 'FILE_NAME_TOO_LONG' : 'FILE_NAME_UNSAFE';
        throw new AppError(400, code, nameRefusal);
      }
      if (!isAllowedUploadType(fileName, fileType)) {
        throw fileType === 'A'
          ? new AppError(415, 'FILE_TYPE_A_REFUSED', am.TYPE_A_JPG)
          : new AppError(415, 'FILE_TYPE_REFUSED', am.TYPE_ALLOWED);
      }
      const row = await cases.require(ctx, transCode, WIZARD_WRITE);
      const type = row.polInsureType;
      const slotShown = !isAttachType(fileType) || attachSlots(type, cases.roleCode(ctx)).includes(fileType);
      if (!slotShown || stepCode !== stepCodeOf(fileType, type)) {
        throw new AppError(403, 'FILE_TYPE_NOT_ALLOWED', '此檔案類型不開放上傳');
      }
      const limit = uploadCountLimit(fileType, await limits(ctx));
      const t0 = await reservations.clock();
      const files = await legacy.files(ctx.legacy(), transCode, fileGroupOf(fileType));
      const inSlot = files.filter((f) => f.fileType === fileType);
      const place = await reservations.reserve(`${transCode}:${fileType}`, t0, fileName, inSlot, limit);
      if (!place) throw new AppError(409, 'FILE_LIMIT_REACHED', am.COUNT(limit));
      return place;
    },

    /**
     * The admitted upload: the body read, its magic bytes checked against its name, then the core stores it
     * (base64). Its place is released when it is refused (the body, the bytes, the core's refusal), kept once stored;
     * when the core's answer is unknown (no answer, 5xx) it is kept until it ages out, as the file may be stored.
     */
    async store(
      ctx: RequestContext,
      transCode: string,
      meta: UploadMeta,
      place: UploadReservation,
      read: () => Promise<Buffer>,
    ): Promise<Schema<'CaseFile'>> {
      let answer: Awaited<ReturnType<AttachmentsLegacy['upload']>>;
      let coreAsked = false;
      try {
        const bytes = await read();
        if (bytes.length === 0 || !isAllowedUploadType(meta.fileName, meta.fileType)) {
          throw new AppError(415, 'FILE_TYPE_REFUSED', am.TYPE_ALLOWED);
        }
        if (sniffFileKind(bytes.subarray(0, SNIFF_BYTES)) !== kindOfName(meta.fileName)) {
          throw meta.fileType === 'A'
            ? new AppError(415, 'FILE_TYPE_A_REFUSED', am.TYPE_A_JPG)
            : new AppError(415, 'FILE_TYPE_REFUSED', am.TYPE_ALLOWED);
        }
        coreAsked = true;
        answer = await legacy.upload(ctx.legacy(), {
          transCode,
          stepCode: meta.stepCode,
          fileType: meta.fileType,
          fileName: meta.fileName,
          base64Str: bytes.toString('base64'),
        });
      } catch (err) {
        if (!coreAsked || (err instanceof AppError && err.status < 500)) await place.release();
        throw err;
      }
      if ('refusal' in answer) {
        await place.release();
        throw new AppError(409, 'LEGACY_ERROR', answer.refusal);
      }
      await place.stored(answer.file.fileCode);
      void accessLog.record(ctx, 'uploadFile', {
        transCode,
        stepCode: meta.stepCode,
        detail: `${meta.fileType} ${answer.file.fileCode}`,
      });
      return caseFile(answer.file);
    },

    /** The stored content for the viewer; broken base64 or bytes that are no JPG/PNG/PDF → 502. */
    async content(
      ctx: RequestContext,
      transCode: string,
      fileCode: string,
    ): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
      const row = await cases.find(ctx, transCode);
      const listed = await caseFileOf(ctx, transCode, fileCode, ['VALIDATE', 'ATTACH']);
      const file = await legacy.content(ctx.legacy(), transCode, listed.fileCode);
      const text = typeof file.fileCntBase64 === 'string' ? file.fileCntBase64 : '';
      const valid = text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
      const bytes = valid ? Buffer.from(text, 'base64') : Buffer.alloc(0);
      const kind = sniffFileKind(bytes.subarray(0, SNIFF_BYTES));
      if (!kind) throw new AppError(502, 'CORE_CONTENT_REFUSED', am.FILE_CONTENT_BROKEN);
      void accessLog.record(ctx, 'viewFile', {
        transCode,
        stepCode: stepCodeOf(file.fileType, row.polInsureType),
        detail: fileCode,
      });
      return { bytes, mime: FILE_KIND_MIME[kind], fileName: file.fileName };
    },

    async remove(
      ctx: RequestContext,
      transCode: string,
      fileCode: string,
      stepCode: string,
    ): Promise<Schema<'ActionResult'>> {
      const row = await cases.require(ctx, transCode, WIZARD_WRITE);
      // Looked up in the list of the step the request names (n4's or n5's); its step code sent on is the file's own.
      const group: FileGroup = stepCode.endsWith('_S4') ? 'VALIDATE' : 'ATTACH';
      const file = await caseFileOf(ctx, transCode, fileCode, [group]);
      const fileStep = stepCodeOf(file.fileType, row.polInsureType);
      coreRefusal(
        await legacy.removeFile(ctx.legacy(), { transCode, fileCode: file.fileCode, stepCode: fileStep }),
      );
      void accessLog.record(ctx, 'deleteFile', { transCode, stepCode: fileStep, detail: file.fileCode });
      return { message: am.DELETED };
    },

    async removeAttachments(ctx: RequestContext, transCode: string): Promise<Schema<'ActionResult'>> {
      const row = await cases.require(ctx, transCode, ['edit']);
      coreRefusal(await legacy.removeAttachments(ctx.legacy(), transCode));
      void accessLog.record(ctx, 'deleteAllFiles', {
        transCode,
        stepCode: tabStepCode(row.polInsureType, 'n5'),
      });
      return { message: am.DELETED };
    },

    /** n5's 下一步: a BM1 agent must have uploaded slot B (spec 2 §2.6). */
    async finish(ctx: RequestContext, transCode: string): Promise<Schema<'ActionResult'>> {
      const row = await cases.require(ctx, transCode, ['edit']);
      if (attachSlots(row.polInsureType, cases.roleCode(ctx)).includes('B')) {
        const files = await legacy.files(ctx.legacy(), transCode, 'ATTACH');
        if (!files.some((f) => f.fileType === 'B')) {
          throw new AppError(409, 'INTERNAL_FORM_REQUIRED', am.INTERNAL_FORM_REQUIRED);
        }
      }
      coreRefusal(await legacy.finishAttachments(ctx.legacy(), transCode));
      return { message: proposalMessages.SAVED };
    },
  };
}

export type FilesService = ReturnType<typeof filesService>;
