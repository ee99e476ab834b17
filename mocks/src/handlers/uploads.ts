import { attachmentMessages as am, checkGroupNames, attachSlotNames } from '@agent-portal/contracts/messages';
import {
  fileGroupOf,
  INTERNAL_FORM_ROLE,
  isAttachType,
  isCheckGroup,
  uploadCountLimit,
  UPLOAD_LIMITS,
  type UploadFileType,
} from '@agent-portal/contracts/rules';
import { Router, type Request } from 'express';
import { checkItemMap } from '../fixtures/check-items';
import type { Proposal } from '../fixtures/proposals';
import { loggedIn } from '../middleware/session';
import { checkFinance } from '../proposals/check-finance';
import { proposalFor, proposalMessages as msg, touch } from '../proposals/store';
import { numericParameter } from '../state';
import { sampleContent } from '../uploads/samples';

/** Check items and uploads (spec 2 §2.5, §2.6, §4.5, §5, §7): initCheckItem, saveCheckItem, updFileBase64, … */
export const uploadsRouter = Router();

type Body = Record<string, unknown>;
const bodyOf = (req: Request): Body =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Body) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const query = (req: Request, name: string): string => text(req.query[name]);

const RESULTS = ['agResult', 'caResult', 'crResult', 'cmResult', 'ctResult', 'ceResult'] as const;
const REASONS = ['salaryReason', 'oIncomeReason', 'hIncomeReason', 'assetsReason'] as const;
const EXECUTE_FROM = ['nextStep', 'tempSave', 'audit', 'searchPageTempSave'];
/** Strict base64: the alphabet, padding only at the end, length a multiple of 4 (no group repetition: a 7 MB
 * string would overflow the regex engine's stack). */
const isBase64 = (s: string): boolean => s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s);

export const uploadMessages = {
  NO_CUSTOMER: '請先完成要保人資料',
  BAD_CONTENT: '檔案內容有誤，請重新上傳!',
  FILE_NOT_FOUND: '查無此檔案',
  TYPE_NOT_ALLOWED: '此角色不可上傳此類檔案',
} as const;

const resendable = (p: Proposal) => p.polState === 'U' && p.preSignState === 'R';
const typeName = (t: UploadFileType): string =>
  isCheckGroup(t) ? checkGroupNames[t] : attachSlotNames[t as keyof typeof attachSlotNames];

uploadsRouter.get(
  '/ins/upload/initCheckItem',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    if (!p) return res.status(404).json({ message: msg.NOT_FOUND });
    const preview = query(req, 'isPreview') === 'Y';
    const fromSearch = query(req, 'fromSearch') === 'Y';
    const allowed = preview || (fromSearch ? resendable(p) : ['N', 'S'].includes(p.polState));
    if (!allowed) return res.json({ errorMsg: msg.STATE_REFUSED });
    if (!p.oCusName) return res.json({ errorMsg: uploadMessages.NO_CUSTOMER });
    const saved = p.checkItems;
    res.json({
      plResult: null,
      ...Object.fromEntries(RESULTS.map((r) => [r, saved?.results[r] ?? null])),
      polvdMap: checkItemMap(p),
      cusFinance: checkFinance(p).map((f) => ({
        ...f,
        ...Object.fromEntries(REASONS.map((r) => [r, saved?.reasons[f.cusType]?.[r] ?? null])),
      })),
    });
  }),
);

uploadsRouter.post(
  '/ins/upload/saveCheckItem',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const refuse = (message: string) => res.type('text/plain').send(message);
    const p = proposalFor(session.userCode ?? '', text(b.transCode));
    if (!p) return refuse(msg.NOT_FOUND);
    const executeFrom = text(b.executeFrom);
    if (!EXECUTE_FROM.includes(executeFrom)) return refuse('executeFrom 有誤');
    const fromSearch = executeFrom === 'audit' || executeFrom === 'searchPageTempSave';
    if (fromSearch ? !resendable(p) : !['N', 'S'].includes(p.polState)) return refuse(msg.STATE_REFUSED);
    const results = Object.fromEntries(RESULTS.map((r) => [r, text(b[r])]));
    for (const r of RESULTS) {
      const group = r.slice(0, 2).toUpperCase() as keyof typeof checkGroupNames;
      if ((results[r] ?? '').length > 200) return refuse(am.DESCRIPTION_MAX(checkGroupNames[group]));
    }
    const finance = Array.isArray(b.cusFinance) ? (b.cusFinance as Body[]) : [];
    const reasons: Record<string, Record<string, string>> = {};
    for (const f of finance) {
      const cusType = text(f.cusType);
      if (cusType !== 'O' && cusType !== 'I') continue;
      reasons[cusType] = Object.fromEntries(REASONS.map((r) => [r, text(f[r])]));
      if (REASONS.some((r) => (reasons[cusType]?.[r] ?? '').length > 100))
        return refuse('異動原因最多100個字');
    }
    const final = executeFrom === 'nextStep' || executeFrom === 'audit';
    if (final && !p.files.some((f) => f.fileType === 'AG')) return refuse(am.AG_FILE_REQUIRED);
    p.checkItems = { results, reasons };
    if (executeFrom === 'audit') p.preSignState = 'Y';
    touch(p);
    res.status(200).end();
  }),
);

uploadsRouter.post(
  '/ins/upload/updFileBase64',
  loggedIn((req, res, session) => {
    const b = bodyOf(req);
    const bad = (message: string) => res.status(400).json({ message });
    const p = proposalFor(session.userCode ?? '', text(b.transCode));
    if (!p) return res.status(404).json({ message: msg.NOT_FOUND });
    const fileType = text(b.fileType);
    if (!isCheckGroup(fileType) && !isAttachType(fileType)) return bad(am.TYPE_ALLOWED);
    if (fileType === 'B' && session.roleCode !== INTERNAL_FORM_ROLE)
      return bad(uploadMessages.TYPE_NOT_ALLOWED);
    const fileName = text(b.fileName);
    if (!fileName || [...fileName].length > UPLOAD_LIMITS.nameMax) return bad(am.NAME_LENGTH);
    const base64 = typeof b.base64Str === 'string' ? b.base64Str : '';
    if (!base64 || !isBase64(base64)) return bad(uploadMessages.BAD_CONTENT);
    if (Buffer.byteLength(base64, 'base64') > UPLOAD_LIMITS.maxBytes) return bad(am.SIZE);
    const limit = uploadCountLimit(fileType, {
      fileLimit: numericParameter('FILE_LIMIT', 10),
      otherFileLimit: numericParameter('OTHER_FILE_LIMIT', 5),
    });
    if (p.files.filter((f) => f.fileType === fileType).length >= limit) return bad(am.COUNT(limit));
    const seq = Math.max(0, ...p.files.map((f) => Number(/F(\d+)$/.exec(f.fileCode)?.[1] ?? 0))) + 1;
    const file = { fileCode: `${p.transCode}F${seq}`, fileName, fileType, fileTypeName: typeName(fileType) };
    p.files.push({ ...file, content: base64 });
    touch(p);
    res.json(file);
  }),
);

uploadsRouter.get(
  '/ins/upload/polfContent',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    const f = p?.files.find((x) => x.fileCode === query(req, 'fileCode'));
    if (!p || !f) return res.status(404).json({ message: p ? uploadMessages.FILE_NOT_FOUND : msg.NOT_FOUND });
    const send = (content: string) =>
      res.json({
        fileCode: f.fileCode,
        fileName: f.fileName,
        fileType: f.fileType,
        fileTypeName: f.fileTypeName,
        fileCntBase64: content,
      });
    if (f.content !== undefined) return send(f.content);
    sampleContent(f.fileName)
      .then((content) => {
        f.content = content;
        send(content);
      })
      .catch(() => res.status(500).json({ message: '文件產出發生異常，請聯絡系統管理員。' }));
  }),
);

uploadsRouter.delete(
  '/ins/upload/file',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    if (!p) return res.type('text/plain').send(msg.NOT_FOUND);
    const at = p.files.findIndex((f) => f.fileCode === query(req, 'fileCode'));
    if (at < 0) return res.type('text/plain').send(uploadMessages.FILE_NOT_FOUND);
    p.files.splice(at, 1);
    touch(p);
    res.status(200).end();
  }),
);

/** Clears the ATTACH group (n5's 全部刪除); the check items' files stay. */
uploadsRouter.delete(
  '/ins/upload/allFile',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', query(req, 'transCode'));
    if (!p) return res.type('text/plain').send(msg.NOT_FOUND);
    p.files = p.files.filter((f) => fileGroupOf(f.fileType as UploadFileType) !== 'ATTACH');
    touch(p);
    res.status(200).end();
  }),
);

uploadsRouter.post(
  '/ins/upload/saveAttachmentUpload',
  loggedIn((req, res, session) => {
    const p = proposalFor(session.userCode ?? '', text(bodyOf(req).transCode));
    if (!p) return res.type('text/plain').send(msg.NOT_FOUND);
    if (session.roleCode === INTERNAL_FORM_ROLE && !p.files.some((f) => f.fileType === 'B')) {
      return res.type('text/plain').send(am.INTERNAL_FORM_REQUIRED);
    }
    touch(p);
    res.status(200).end();
  }),
);
