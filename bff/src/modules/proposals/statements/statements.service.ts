import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import type { CommonService } from '../../common';
import { coreRefusal } from '../proposal-rules';
import { caseParameters } from './case-parameters';
import type { LegacyStatement, StatementsLegacy } from './statements.legacy';

const AGREED = '已同意';
const RECORDED = '已記錄聲明事項閱覽紀錄';

function toDocument(doc: LegacyStatement): Schema<'StatementDocument'> {
  const base = {
    docCode: doc.annexCode,
    docVersion: doc.annexVersion,
    annexName: doc.annexName,
    contType: doc.contType,
  };
  if (doc.contType === 'HTML') return { ...base, html: doc.reviewCont };
  return { ...base, pdfBase64: doc.contType === 'ANNEX' ? doc.annexContBase64 : doc.fileCntBase64 };
}

/** The statement step (n6): the documents, one review per agreed document, the records when all are agreed. */
export function statementsService(legacy: StatementsLegacy, common: CommonService) {
  return {
    async list(ctx: RequestContext, transCode: string, isPreview: boolean): Promise<Schema<'StatementList'>> {
      const call = ctx.legacy();
      const [docs, params] = await Promise.all([
        legacy.statements(call, transCode, isPreview),
        caseParameters(common, ctx),
      ]);
      return { scale: params.statementScale, documents: docs.map(toDocument) };
    },

    async review(
      ctx: RequestContext,
      transCode: string,
      doc: { docCode: string; docVersion: string },
    ): Promise<Schema<'ActionResult'>> {
      const call = ctx.legacy();
      const known = (await legacy.statements(call, transCode, false)).some(
        (d) => d.annexCode === doc.docCode && d.annexVersion === doc.docVersion,
      );
      if (!known) throw new AppError(404, 'STATEMENT_NOT_FOUND', '查無此聲明事項文件');
      coreRefusal(await legacy.review(call, transCode, doc.docCode, doc.docVersion));
      return { message: AGREED };
    },

    /** The review records: the case's documents with annexContBase64 cleared (spec 3 §3). */
    async records(ctx: RequestContext, transCode: string): Promise<Schema<'ActionResult'>> {
      const call = ctx.legacy();
      const [docs, written] = await Promise.all([
        legacy.statements(call, transCode, false),
        legacy.writtenData(call, transCode),
      ]);
      const cleared = docs.map((d) => ({ ...d, annexContBase64: '' }));
      coreRefusal(await legacy.records(call, transCode, written?.cusCode ?? '', cleared));
      return { message: RECORDED };
    },
  };
}

export type StatementsService = ReturnType<typeof statementsService>;
