import { Router, type Request } from 'express';
import { statementSeeds } from '../fixtures/statements';
import { renderCaseDocument, sendPdf } from '../lib/pdf';
import { statementHtml, statementPdfBase64 } from '../lib/statement-pdf';
import { loggedIn } from '../middleware/session';
import { state } from '../state';
import { caseFacts, loadWritten, saveWritten } from '../written/store';

/** The statement step and the written analysis (spec 3 §2, §7): statements, reviews, records, written data. */
export const statementsRouter = Router();

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
};
const bodyOf = (req: Request) =>
  (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;

statementsRouter.get(
  '/ins/common/insPolicies/statements',
  loggedIn((req, res) => {
    const reviewed = state.statementReviews.get(query(req, 'transCode')) ?? new Set<string>();
    void Promise.all(
      statementSeeds.map(async (seed) => {
        const pdf = seed.contType === 'HTML' ? '' : await statementPdfBase64(seed);
        return {
          annexCode: seed.annexCode,
          annexVersion: seed.annexVersion,
          annexName: seed.annexName,
          contType: seed.contType,
          fileCntBase64: seed.contType === 'PDF' ? pdf : '',
          reviewCont: seed.contType === 'HTML' ? statementHtml(seed) : '',
          annexContBase64: seed.contType === 'ANNEX' ? pdf : '',
          reviewYn: reviewed.has(`${seed.annexCode}:${seed.annexVersion}`) ? 'Y' : 'N',
        };
      }),
    ).then((docs) => res.json(query(req, 'transCode') ? docs : []));
  }),
);

statementsRouter.put(
  '/ins/common/insPoliciesReview',
  loggedIn((req, res) => {
    const b = bodyOf(req);
    const seed = statementSeeds.find((s) => s.annexCode === b.docCode && s.annexVersion === b.docVersion);
    if (!seed) return res.type('text/plain').send('查無此聲明事項文件');
    const transCode = String(b.transCode);
    const agreed = state.statementReviews.get(transCode) ?? new Set<string>();
    agreed.add(`${seed.annexCode}:${seed.annexVersion}`);
    state.statementReviews.set(transCode, agreed);
    res.status(200).end();
  }),
);

statementsRouter.post(
  '/ins/common/insPoliciesRecords',
  loggedIn((req, res) => {
    const b = bodyOf(req);
    const transCode = String(b.transCode);
    const docs = Array.isArray(b.appAnnexDocList) ? (b.appAnnexDocList as Record<string, unknown>[]) : [];
    const agreed = state.statementReviews.get(transCode) ?? new Set<string>();
    const missing = statementSeeds.filter((s) => !agreed.has(`${s.annexCode}:${s.annexVersion}`));
    if (missing.length)
      return res.type('text/plain').send(`尚未閱覽聲明事項：${missing.map((s) => s.annexName).join('、')}`);
    if (docs.some((d) => d.annexContBase64))
      return res.type('text/plain').send('傳送資料格式錯誤: annexContBase64');
    state.statementRecords.set(transCode, {
      cusCode: String(b.cusCode ?? ''),
      docCodes: docs.map((d) => String(d.annexCode)),
    });
    res.status(200).end();
  }),
);

statementsRouter.get(
  '/ins/common/insPolicies/recordsOnlyPdf',
  loggedIn((req, res) => {
    const transCode = query(req, 'transCode');
    const facts = caseFacts(transCode);
    const saved = state.writtenAnalyses.get(transCode);
    renderCaseDocument({
      title: '要保書',
      titleEn: 'Proposal',
      reference: `transCode ${transCode}  ${query(req, 'annexCodeList')}  ${query(req, 'compCode')}`,
      lines: [
        ['保險公司', facts.compName || query(req, 'compCode')],
        ['要保人', facts.cusNameO || '（未填寫）'],
        ['保額', saved?.faceAmt || '（未填寫）'],
        ['保費', saved?.modePrem || '（未填寫）'],
      ],
    })
      .then((pdf) => sendPdf(res, pdf, `proposal_${transCode}`, `要保書_${transCode}.pdf`, 'inline'))
      .catch(() => res.status(500).json({ message: '文件產出發生異常，請聯絡系統管理員。' }));
  }),
);

statementsRouter.get(
  '/ins/common/writtenData',
  loggedIn((req, res) => {
    res.json(loadWritten(query(req, 'transCode')));
  }),
);

statementsRouter.post(
  '/ins/common/writtenData',
  loggedIn((req, res) => {
    res.json(saveWritten(bodyOf(req)));
  }),
);
