import { Router, type Request } from 'express';
import { formRow, forms, type FormFixture } from '../fixtures/forms';
import { renderPdf, sendPdf } from '../lib/pdf';
import { loggedIn } from '../middleware/session';
import { state } from '../state';

/** 表單下載: the list (formType, formName filter; BLOBs unless ignoreBLOB=Y) and the PDF of one form. */
export const formsRouter = Router();

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** One form's PDF (rendered once: lib/pdf-cache.ts). */
export function formPdf(form: FormFixture): Promise<Uint8Array> {
  return renderPdf({
    title: form.formName,
    titleEn: form.titleEn,
    code: form.formCode,
    fields: form.fields,
    footer: `${form.formCode} rev. 2024-01`,
  });
}

formsRouter.get(
  '/adm/com/formDownload/list',
  loggedIn((req, res) => {
    const formType = query(req, 'formType');
    const formName = query(req, 'formName');
    const found = forms.filter(
      (f) => (!formType || f.formType === formType) && f.formName.includes(formName),
    );
    if (query(req, 'ignoreBLOB') === 'Y') return res.json(found.map(formRow));
    Promise.all(
      found.map(async (f) => ({ ...formRow(f), fileBlob: Buffer.from(await formPdf(f)).toString('base64') })),
    )
      .then((rows) => res.json(rows))
      .catch(() => res.status(500).json({ message: '文件產出發生異常，請聯絡系統管理員。' }));
  }),
);

formsRouter.get(
  '/adm/com/formDownload/download',
  loggedIn((req, res) => {
    const form = forms.find((f) => f.formCode === query(req, 'formCode'));
    if (!form) return res.status(404).json({ message: '查無此表單' });
    if (state.formFile) return res.type('application/pdf').send(state.formFile);
    formPdf(form)
      .then((pdf) => sendPdf(res, pdf, form.formCode, form.fileName))
      .catch(() => res.status(500).json({ message: '文件產出發生異常，請聯絡系統管理員。' }));
  }),
);
