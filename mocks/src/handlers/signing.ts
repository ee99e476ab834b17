import { Router, type Request, type Response } from 'express';
import type { Proposal } from '../fixtures/proposals';
import { insurers } from '../fixtures/reference';
import { ATTACHMENT_RECORD, SIGN_DOCUMENTS } from '../fixtures/signing';
import { ymdHms } from '../lib/dates';
import { renderSignDocument } from '../lib/sign-pdf';
import { attachmentPdf } from '../uploads/attachment-pdf';
import { loggedIn } from '../middleware/session';
import { blocksOf, docFidOf, signersOf, signingOf, signsInBrowser, unsignedOf } from '../proposals/signing';
import { proposalFor, proposalMessages as msg, touch } from '../proposals/store';
import { now } from '../state';

/** The customer signature flow of the core (spec 2 §2.9, §3 signature data, §4.6, §7 signing; records fetch). */
export const signingRouter = Router();

export const signingMessages = {
  NOT_SIGNABLE: '此要保書目前狀態不可簽名',
  UNKNOWN_BLOCK: '查無此簽名欄位',
  BAD_IMAGE: '簽名圖檔格式錯誤',
  SIGNED: '簽名儲存成功',
  INCOMPLETE: (n: number) => `尚有${n}個簽名欄位未簽署，請完成簽名`,
  PREVIEW_DONE: '簽名完成',
  PDF_FAILED: '文件產出發生異常，請聯絡系統管理員。',
} as const;

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
};
type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Body) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const canSign = (p: Proposal) => signsInBrowser(p) && (p.polState === 'N' || p.polState === 'S');

function compName(p: Proposal): string {
  return insurers.find((i) => i.compCode === p.compCode)?.compName ?? p.compCode;
}

function caseLines(p: Proposal): [string, string][] {
  return [
    ['保險公司', compName(p)],
    ['要保書號碼', p.insureNo],
    ['要保人', p.oCusName],
    ['被保險人', p.iCusName],
    ['商品名稱', p.proName || '（未選擇）'],
  ];
}

/** One record with its sign blocks; `cusCode` decides whose blocks are drawn in colour. */
function renderRecord(p: Proposal, docCode: string, cusCode: string): Promise<Uint8Array> {
  const document = SIGN_DOCUMENTS.find((d) => d.docCode === docCode);
  if (!document) throw new Error(`unknown record ${docCode}`);
  const images = signingOf(p).images;
  return renderSignDocument({
    title: document.docName,
    titleEn: document.docNameEn,
    reference: `transCode ${p.transCode}  insureNo ${p.insureNo}  ${document.docCode}`,
    lines: caseLines(p),
    pages: document.pages,
    boxes: blocksOf(p)
      .filter((b) => b.docCode === docCode)
      .map((b) => ({
        label: b.colName,
        page: b.page,
        x: b.x,
        y: b.y,
        width: b.width,
        height: b.height,
        mine: b.cusCode === cusCode,
        imageBase64: images[b.recCode],
      })),
  });
}

/** polrecS02 (documents per signer), polsS01 (stored images), signS01 (signers), signRelaData (blocks by column). */
signingRouter.get(
  '/pdfreport/com/preViewList',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    if (!p) return res.status(404).json({ message: msg.NOT_FOUND });
    const signing = signingOf(p);
    const blocks = blocksOf(p);
    const signers = signersOf(p);
    const polrecS02 = signers.flatMap((s) =>
      SIGN_DOCUMENTS.filter((d) =>
        blocks.some((b) => b.docCode === d.docCode && b.cusCode === s.cusCode),
      ).map((d) => ({ docCode: d.docCode, docFid: docFidOf(p, d.docCode), cusCode: s.cusCode })),
    );
    res.json({
      polrecS02,
      polsS01: { ...signing.images },
      signS01: signers.map((s) => ({
        signName: s.name,
        colname: s.label,
        cusCode: s.cusCode,
        signDt: signing.signDt[s.cusCode] ?? null,
        signCode: s.role,
      })),
      signRelaData: blocks.map((b) => ({
        colname: b.recCode,
        signCode: b.role,
        layouts: [
          {
            docCode: b.docCode,
            docFid: b.docFid,
            docName: b.docName,
            singRefCusCode: b.cusCode,
            srcColName: b.colName,
            recCode: b.recCode,
            queFlag: b.queFlag,
            layoutItem: {
              x: b.x,
              y: b.y,
              width: b.width,
              height: b.height,
              belongPageNum: b.page,
              columnId: b.recCode,
            },
          },
        ],
      })),
    });
  }),
);

function sendRecordPdf(res: Response, pdf: Uint8Array, name: string): void {
  res
    .type('application/pdf')
    .set('Content-Disposition', `inline; filename="${name}.pdf"`)
    .send(Buffer.from(pdf));
}

signingRouter.get(
  '/pdfreport/com/preViewPdf',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    if (!p) return res.status(404).json({ message: msg.NOT_FOUND });
    const docFid = query(req, 'docFid');
    const document = SIGN_DOCUMENTS.find((d) => docFidOf(p, d.docCode) === docFid);
    const cusCode = query(req, 'cusCode');
    if (!document || !signersOf(p).some((s) => s.cusCode === cusCode)) {
      return res.status(404).json({ message: msg.NO_DOCUMENT });
    }
    renderRecord(p, document.docCode, cusCode)
      .then((pdf) => sendRecordPdf(res, pdf, docFid))
      .catch(() => res.status(500).json({ message: signingMessages.PDF_FAILED }));
  }),
);

/** Stores one signature image (PNG base64) for a block; the signer's time is set when their last block is signed. */
signingRouter.post(
  '/pdfreport/com/updateSignature',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    if (!p) return res.json({ errMsg: msg.NOT_FOUND });
    if (!canSign(p)) return res.json({ errMsg: signingMessages.NOT_SIGNABLE });
    const block = blocksOf(p).find((x) => x.recCode === text(b.recCode));
    if (!block || block.cusCode !== text(b.cusCode) || block.role !== text(b.signCode)) {
      return res.json({ errMsg: signingMessages.UNKNOWN_BLOCK });
    }
    const image = text(b.signatureImageBase64).replace(/^data:image\/png;base64,/, '');
    const bytes = Buffer.from(image, 'base64');
    if (bytes.length < 8 || !bytes.subarray(0, 4).equals(PNG_MAGIC)) {
      return res.json({ errMsg: signingMessages.BAD_IMAGE });
    }
    const signing = signingOf(p);
    signing.images[block.recCode] = image;
    if (unsignedOf(p, block.cusCode).length === 0) {
      signing.signDt[block.cusCode] = text(b.signDt) || ymdHms(new Date(now()));
    }
    touch(p);
    res.json({ successMsg: signingMessages.SIGNED });
  }),
);

/** Every block signed: the preview step is finished (signoffDt, N → S); else errMsg and nothing changes. */
signingRouter.post(
  '/pdfreport/com/updateToPreview',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const p = proposalFor(session.userCode ?? '', b.transCode);
    if (!p) return res.json({ errMsg: msg.NOT_FOUND });
    if (!canSign(p)) return res.json({ errMsg: signingMessages.NOT_SIGNABLE });
    const left = unsignedOf(p).length;
    if (left > 0) return res.json({ errMsg: signingMessages.INCOMPLETE(left) });
    p.signoffDt = ymdHms(new Date(now()));
    if (p.polState === 'N') p.polState = 'S';
    touch(p);
    res.json({ successMsg: signingMessages.PREVIEW_DONE });
  }),
);

const RECORD_CODES = ['A01', 'B03', 'B05', 'B02'];

/** The case's records as base64 PDFs grouped by docCode (A01 proposal, B03 written, B05 consent, B02 attachments). */
signingRouter.get(
  '/ins/common/insPolicies/records',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    const compCode = query(req, 'compCode');
    if (!p || (compCode && compCode !== p.compCode)) return res.status(404).json({ message: msg.NOT_FOUND });
    const wanted = query(req, 'annexCodeList')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => RECORD_CODES.includes(c));
    const owner = `${p.transCode}O`;
    const render = async (docCode: string): Promise<Uint8Array[]> => {
      if (docCode !== ATTACHMENT_RECORD.docCode) return [await renderRecord(p, docCode, owner)];
      return Promise.all(p.files.map((f) => attachmentPdf(f, p.transCode)));
    };
    Promise.all(wanted.map(async (code) => [code, await render(code)] as const))
      .then((groups) =>
        res.json(
          Object.fromEntries(
            groups.map(([code, pdfs]) => [
              code,
              pdfs.map((pdf) => ({
                contType: 'application/pdf',
                docContBase64: Buffer.from(pdf).toString('base64'),
              })),
            ]),
          ),
        ),
      )
      .catch(() => res.status(500).json({ message: signingMessages.PDF_FAILED }));
  }),
);
