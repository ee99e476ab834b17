import { Router, type Request } from 'express';
import { ANNEX } from '../fixtures/aml';
import { statementSeeds, type StatementSeed } from '../fixtures/statements';
import { statementHtml, statementPdfBase64 } from '../lib/statement-pdf';
import { loggedIn } from '../middleware/session';

/**
 * The annex register of spec 1 §7 (/appAnnexd, x-assumed, issue 23 item 12): the statements and the AML annexes in
 * force. No screen of the portal asks it (docs/decisions.md); the mock answers it as legacy.yaml documents it.
 */
export const annexesRouter = Router();

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value.trim() : '';
};

interface AnnexEntry {
  annexCode: string;
  annexVersion: string;
  annexName: string;
  contType: 'ANNEX' | 'PDF' | 'HTML' | 'FORM';
  seed?: StatementSeed;
}

/** AML annexes are forms filled on screen: listed with contType FORM, no content. */
const register: AnnexEntry[] = [
  ...statementSeeds.map((seed) => ({
    annexCode: seed.annexCode,
    annexVersion: seed.annexVersion,
    annexName: seed.annexName,
    contType: seed.contType,
    seed,
  })),
  {
    annexCode: ANNEX.risk.code,
    annexVersion: ANNEX.risk.version,
    annexName: '洗錢及資恐風險評估表',
    contType: 'FORM',
  },
  {
    annexCode: ANNEX.edd.code,
    annexVersion: ANNEX.edd.version,
    annexName: '高風險客戶盡職調查表',
    contType: 'FORM',
  },
  {
    annexCode: ANNEX.third.code,
    annexVersion: ANNEX.third.version,
    annexName: '洗錢防制補充資料表',
    contType: 'FORM',
  },
];

const header = ({ annexCode, annexVersion, annexName, contType }: AnnexEntry) => ({
  annexCode,
  annexVersion,
  annexName,
  contType,
});

annexesRouter.get(
  '/appAnnexd/appAnnexdInfoList',
  loggedIn((_req, res) => res.json(register.map(header))),
);

/** One annex at its current version; an annexVersion other than the one in force is unknown (404). */
annexesRouter.get(
  '/appAnnexd/getAppAnnexdInfoS01',
  loggedIn((req, res) => {
    const version = query(req, 'annexVersion');
    const entry = register.find(
      (a) => a.annexCode === query(req, 'annexCode') && (!version || a.annexVersion === version),
    );
    if (!entry) return res.status(404).json({ message: '查無此附件資料' });
    const seed = entry.seed;
    const pdf = seed && seed.contType !== 'HTML' ? statementPdfBase64(seed) : Promise.resolve('');
    void pdf.then((fileCntBase64) =>
      res.json({
        ...header(entry),
        fileCntBase64,
        reviewCont: seed?.contType === 'HTML' ? statementHtml(seed) : '',
      }),
    );
  }),
);
