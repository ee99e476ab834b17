import { isRowActionAllowed, type RowAction } from '@agent-portal/contracts/rules';
import { Router, type Request, type Response } from 'express';
import type { Proposal } from '../fixtures/proposals';
import { insurers } from '../fixtures/reference';
import { findUser } from '../fixtures/users';
import { renderCaseDocument, sendPdf, type CaseDocument } from '../lib/pdf';
import { loggedIn } from '../middleware/session';
import { proposalFor, proposalMessages as msg, proposalsOf } from '../proposals/store';

/** The proposal's documents (spec 2, sections 4.2, 7): consent, EDD and written-analysis PDFs, its files (polf). */
export const proposalDocumentsRouter = Router();

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
};

interface DocumentKind {
  action: RowAction;
  title: string;
  titleEn: string;
  /** Chinese file name prefix; the ASCII fallback uses titleEn. */
  fileName: string;
}

const CONSENT: DocumentKind = {
  action: 'consentDownload',
  title: '行動投保同意書',
  titleEn: 'mobile insurance consent form',
  fileName: '行動投保同意書',
};
const EDD: DocumentKind = {
  action: 'eddDownload',
  title: '高風險客戶盡職調查表(EDD)',
  titleEn: 'EDD questionnaire',
  fileName: '高風險客戶盡職調查表',
};
const WRITTEN: DocumentKind = {
  action: 'writtenDownload',
  title: '書面分析報告',
  titleEn: 'written analysis',
  fileName: '書面分析報告',
};

function contentOf(kind: DocumentKind, p: Proposal): CaseDocument {
  const compName = insurers.find((i) => i.compCode === p.compCode)?.compName ?? p.compCode;
  return {
    title: kind.title,
    titleEn: kind.titleEn,
    reference: `transCode ${p.transCode}  insureNo ${p.insureNo}  ${p.polInsureType}`,
    lines: [
      ['保險公司', compName],
      ['要保書號碼', p.insureNo],
      ['要保人', p.oCusName],
      ['被保險人', p.iCusName],
      ['商品名稱', p.proName || '（未選擇）'],
      ['業務員', findUser(p.userCode)?.userName ?? p.userCode],
      ['受理編號', p.insAcceptNo || '（尚未受理）'],
    ],
  };
}

/** 404 for a case the agent does not have, 400 when its state has no such document, else the PDF inline. */
function sendDocument(res: Response, kind: DocumentKind, p: Proposal | undefined, compCode?: string): void {
  if (!p || (compCode !== undefined && compCode !== p.compCode)) {
    res.status(404).json({ message: msg.NOT_FOUND });
    return;
  }
  if (!isRowActionAllowed(kind.action, p)) {
    res.status(400).json({ message: msg.NO_DOCUMENT });
    return;
  }
  renderCaseDocument(contentOf(kind, p))
    .then((pdf) =>
      sendPdf(res, pdf, `${kind.titleEn}_${p.insureNo}`, `${kind.fileName}_${p.insureNo}.pdf`, 'inline'),
    )
    .catch(() => res.status(500).json({ message: '文件產出發生異常，請聯絡系統管理員。' }));
}

proposalDocumentsRouter.get(
  '/ins/common/insPolicies/downloadConsentPdf',
  loggedIn((req, res, session) => {
    sendDocument(res, CONSENT, proposalFor(session.userCode ?? '', query(req, 'transCode')));
  }),
);

proposalDocumentsRouter.get(
  '/ins/common/insPolicies/downloadEDDPdf',
  loggedIn((req, res, session) => {
    sendDocument(
      res,
      EDD,
      proposalFor(session.userCode ?? '', query(req, 'transCode')),
      query(req, 'compCode'),
    );
  }),
);

/** Keyed by insureNo (as the legacy's call is). */
proposalDocumentsRouter.get(
  '/ins/common/insPolicies/downloadWritten',
  loggedIn((req, res, session) => {
    const insureNo = query(req, 'insureNo');
    const p = insureNo
      ? proposalsOf(session.userCode ?? '', true).find((c) => c.insureNo === insureNo)
      : undefined;
    sendDocument(res, WRITTEN, p, query(req, 'compCode'));
  }),
);

/** Upload groups (spec 2, section 2.5-2.6): VALIDATE = the check-item files, ATTACH = attachments A, B, C. */
const FILE_GROUPS: Record<string, string[]> = {
  VALIDATE: ['AG', 'CA', 'CR', 'CM', 'CT', 'CE'],
  ATTACH: ['A', 'B', 'C'],
};

proposalDocumentsRouter.get(
  '/ins/upload/polf',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    if (!p) return res.status(404).json({ message: msg.NOT_FOUND });
    const fileType = query(req, 'fileType');
    const group = FILE_GROUPS[query(req, 'fileGroup')];
    res.json(
      p.files
        .filter((f) => (!fileType || f.fileType === fileType) && (!group || group.includes(f.fileType)))
        .map(({ fileCode, fileName, fileType: type, fileTypeName }) => ({
          fileCode,
          fileName,
          fileType: type,
          fileTypeName,
        })),
    );
  }),
);
