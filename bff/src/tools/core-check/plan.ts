import type { CallInput } from './core-call';

/**
 * What core:check learns on its way and fills later calls with: kept in memory only, never written to a report.
 * `transCode` is the case of `--case` (or, for the writes, the case they create).
 */
export interface Facts {
  userCode: string;
  transCode?: string;
  compCode?: string;
  insureNo?: string;
  cusIdn?: string;
  fileCode?: string;
  docFid?: string;
  cusCode?: string;
  annexCodes?: string;
  annexCode?: string;
  formCode?: string;
  cityName?: string;
  areaName?: string;
  insurer?: string;
}

/** One call of the run: its operation, what it sends (or why it cannot be filled), what it learns from a success. */
export interface Step {
  key: string;
  fill: (facts: Facts) => CallInput | string;
  learn?: (body: unknown, facts: Facts) => void;
}

const first = (body: unknown): Record<string, unknown> | undefined =>
  Array.isArray(body) && body[0] && typeof body[0] === 'object'
    ? (body[0] as Record<string, unknown>)
    : undefined;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** An address to check that is nobody's: Taipei City Hall's. */
const PUBLIC_ADDRESS = '臺北市信義區市府路１號';

const NO_CASE = 'a read of one case: run with --case TRANSCODE';
const needs = (what: string) => `needs ${what}, which the earlier answers did not give`;

/** `yyyyMM` of a month `back` months before now. */
function month(back: number): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - back, 1);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A case's fact, or the reason the call cannot be made. */
function withCase(facts: Facts, build: (transCode: string) => CallInput | string): CallInput | string {
  return facts.transCode ? build(facts.transCode) : NO_CASE;
}

/**
 * The reads of an agent's session that need no case: common data, user info, roles and menus, the home page's
 * lists, the forms, the search (issue 42, Deliver 1). Their parameters are fixed codes or come from earlier answers.
 */
export const COMMON_READS: Step[] = [
  { key: 'GET /public/getVer', fill: () => ({}) },
  { key: 'GET /public/systemActive', fill: () => ({}) },
  { key: 'POST /public/adm/com/getGoogleSiteKey', fill: () => ({}) },
  {
    key: 'GET /public/adm/com/singleParmd',
    fill: () => ({ query: { type: 'SYS', code: 'OTP_RESEND_SECONDS' } }),
  },
  { key: 'GET /public/parmd/phoneSwitch', fill: () => ({}) },
  { key: 'GET /public/parmd/{type}', fill: () => ({ pathParams: { type: 'SYS' } }) },
  { key: 'GET /public/userInfo', fill: () => ({}) },
  { key: 'GET /adm/com/coded', fill: () => ({}) },
  { key: 'GET /adm/com/parmd', fill: () => ({}) },
  {
    key: 'GET /adm/com/zipa/city',
    fill: () => ({}),
    learn: (body, facts) => {
      facts.cityName = text(first(body)?.cityName);
      facts.areaName = text(first(body)?.areaName);
    },
  },
  {
    key: 'GET /adm/com/zipa/road',
    fill: (f) =>
      f.cityName && f.areaName ? { query: { cityName: f.cityName, areaName: f.areaName } } : needs('a city'),
  },
  {
    key: 'GET /adm/com/admPostalCode',
    fill: (f) =>
      f.cityName && f.areaName ? { query: { cityName: f.cityName, areaName: f.areaName } } : needs('a city'),
  },
  { key: 'GET /adm/com/country', fill: () => ({}) },
  { key: 'GET /adm/com/career', fill: () => ({}) },
  { key: 'GET /adm/com/admUsers', fill: () => ({ query: { remoteEduYn: 'Y' } }) },
  { key: 'GET /adm/com/admManageDept', fill: () => ({}) },
  { key: 'GET /adm/com/getAdmHrBranches', fill: () => ({}) },
  {
    key: 'GET /appAnnexd/appAnnexdInfoList',
    fill: () => ({}),
    learn: (body, facts) => (facts.annexCode = text(first(body)?.annexCode)),
  },
  {
    key: 'GET /appAnnexd/getAppAnnexdInfoS01',
    fill: (f) => (f.annexCode ? { query: { annexCode: f.annexCode } } : needs('an annex code')),
  },
  { key: 'GET /adm/com/timerrange', fill: () => ({}) },
  { key: 'GET /adm/com/roleMenu', fill: () => ({}) },
  { key: 'GET /adm/com/inWorkTimInterval', fill: () => ({}) },
  {
    key: 'GET /pro/proCompanyies',
    fill: () => ({}),
    learn: (body, facts) => (facts.insurer = text(first(body)?.compCode)),
  },
  {
    key: 'GET /ins/common/insPolicies/insurerAppUrl',
    fill: (f) => (f.insurer ? { query: { compCode: f.insurer } } : needs('an insurer')),
  },
  { key: 'GET /ojt/common/getLmsUrl', fill: () => ({}) },
  { key: 'GET /wob/servMsg2', fill: () => ({}) },
  { key: 'GET /wob/message', fill: () => ({}) },
  { key: 'GET /ins/common/insPolicies/pending', fill: () => ({}) },
  { key: 'GET /adm/com/license', fill: () => ({}) },
  {
    key: 'GET /commission/SSDetailList',
    fill: () => ({ query: { startMonth: month(12), endMonth: month(0) } }),
  },
  {
    key: 'GET /adm/com/formDownload/list',
    fill: () => ({ query: { ignoreBLOB: 'Y' } }),
    learn: (body, facts) => (facts.formCode = text(first(body)?.formCode)),
  },
  {
    key: 'GET /adm/com/formDownload/download',
    fill: (f) => (f.formCode ? { query: { formCode: f.formCode } } : needs('a form')),
  },
  {
    key: 'GET /kgib/rest/getKgibAddress',
    fill: (f) => ({ query: { address: PUBLIC_ADDRESS, ...(f.insurer ? { compCode: f.insurer } : {}) } }),
  },
  { key: 'POST /ins/common/insPolicies/search', fill: () => ({ json: {} }) },
  { key: 'POST /ins/releasePermit/query', fill: () => ({ json: { status: ['A'] } }) },
];

/** The facts of the case of --case, from its search row. */
export const CASE_ROW: Step = {
  key: 'POST /ins/common/insPolicies/search',
  fill: (f) => withCase(f, (transCode) => ({ json: { transCode } })),
  learn: (body, facts) => {
    const row = (Array.isArray(body) ? body : []).find(
      (r: Record<string, unknown>) => r?.transCode === facts.transCode,
    ) as Record<string, unknown> | undefined;
    facts.compCode = text(row?.compCode);
    facts.insureNo = text(row?.insureNo);
    facts.cusIdn = text(row?.oCusIdn);
  },
};

const byCase =
  (query: (f: Facts, transCode: string) => Record<string, string> | string) =>
  (f: Facts): CallInput | string =>
    withCase(f, (transCode) => {
      const q = query(f, transCode);
      return typeof q === 'string' ? q : { query: q };
    });

/** Every read of one case (--case): customer data, check items, files, AML annexes, statements, written
 * analysis, the signing lists, the PDFs. */
export const CASE_READS: Step[] = [
  { key: 'GET /ins/common/insPolicies/policyInfo', fill: byCase((_f, transCode) => ({ transCode })) },
  {
    key: 'GET /ins/common/insPolicies/polStateCount',
    fill: byCase((f, transCode) =>
      f.cusIdn ? { transCode, cusIdn: f.cusIdn, polState: 'S' } : needs('the case row'),
    ),
  },
  {
    key: 'POST /ins/cus/cusInfo/query',
    fill: (f) => withCase(f, (transCode) => ({ json: { transCode, cusType: ['O', 'I'] } })),
  },
  {
    key: 'POST /ins/cus/legalAgent/query',
    fill: (f) => withCase(f, (transCode) => ({ json: { transCode } })),
  },
  {
    key: 'POST /ins/cus/userFinance',
    fill: (f) =>
      withCase(f, (transCode) =>
        f.cusIdn ? { json: { transCode, cusIdn: f.cusIdn } } : needs('the case row'),
      ),
  },
  {
    key: 'GET /ins/upload/initCheckItem',
    fill: byCase((_f, transCode) => ({ transCode, isPreview: 'N', fromSearch: 'Y' })),
  },
  {
    key: 'GET /ins/upload/polf',
    fill: byCase((_f, transCode) => ({ transCode })),
    learn: (body, facts) => (facts.fileCode = text(first(body)?.fileCode)),
  },
  {
    key: 'GET /ins/upload/polfContent',
    fill: byCase((f, transCode) =>
      f.fileCode ? { transCode, fileCode: f.fileCode } : needs('a file of the case'),
    ),
  },
  { key: 'GET /ins/common/proposalReady', fill: byCase((_f, transCode) => ({ transCode })) },
  { key: 'GET /ins/common/agentFiles', fill: byCase((_f, transCode) => ({ transCode })) },
  { key: 'GET /ins/common/insPoliciesAnnexRisk', fill: byCase((_f, transCode) => ({ transCode })) },
  { key: 'GET /ins/common/insPoliciesAnnexEdd', fill: byCase((_f, transCode) => ({ transCode })) },
  {
    key: 'GET /ins/common/insPolicies/statements',
    fill: byCase((_f, transCode) => ({ transCode, isPreview: 'N' })),
    learn: (body, facts) => {
      const codes = (Array.isArray(body) ? body : []).map((d: { annexCode?: unknown }) => d?.annexCode);
      facts.annexCodes = codes.filter((c) => typeof c === 'string').join(',') || undefined;
    },
  },
  {
    key: 'GET /ins/common/insPolicies/recordsOnlyPdf',
    fill: byCase((f, transCode) =>
      f.annexCodes && f.compCode
        ? { transCode, annexCodeList: f.annexCodes, compCode: f.compCode }
        : needs('the case’s statements'),
    ),
  },
  { key: 'GET /ins/common/writtenData', fill: byCase((_f, transCode) => ({ transCode })) },
  {
    key: 'GET /pdfreport/com/preViewList',
    fill: byCase((_f, transCode) => ({ transCode, isAgentSign: 'N' })),
    learn: (body, facts) => {
      const doc = (body as { polrecS02?: { docFid?: unknown; cusCode?: unknown }[] } | undefined)
        ?.polrecS02?.[0];
      facts.docFid = text(doc?.docFid);
      facts.cusCode = text(doc?.cusCode);
    },
  },
  {
    key: 'GET /pdfreport/com/preViewPdf',
    fill: byCase((f, transCode) =>
      f.docFid && f.cusCode
        ? { transCode, docFid: f.docFid, cusCode: f.cusCode }
        : needs('a document to sign'),
    ),
  },
  {
    key: 'GET /ins/common/insPolicies/records',
    fill: byCase((f, transCode) =>
      f.annexCodes
        ? { transCode, annexCodeList: f.annexCodes, ...(f.compCode ? { compCode: f.compCode } : {}) }
        : needs('the case’s statements'),
    ),
  },
  { key: 'GET /ins/common/brokerForm', fill: byCase((_f, transCode) => ({ transCode })) },
  { key: 'GET /ins/common/insPolicies/downloadConsentPdf', fill: byCase((_f, transCode) => ({ transCode })) },
  {
    key: 'GET /ins/common/insPolicies/downloadEDDPdf',
    fill: byCase((f, transCode) =>
      f.compCode ? { transCode, compCode: f.compCode } : needs('the case row'),
    ),
  },
  {
    key: 'GET /ins/common/insPolicies/downloadWritten',
    fill: byCase((f) =>
      f.insureNo && f.compCode
        ? { insureNo: f.insureNo, compCode: f.compCode }
        : needs('the case’s insurance number (a case sent to the insurer)'),
    ),
  },
];

/** The made-up customer of the writes' case (a sandbox core's test data, never a real person). */
const SANDBOX_OWNER = { cusIdn: 'A123456789', cusName: '測試要保人', birthday: '064/03/12' };

/**
 * The life of a case (--writes, a sandbox agent only): a new transaction code, drafts of n1-n3, the check items,
 * an AML risk form, temporary saves, each answer checked; the case is deleted at the end (DELETE_CASE).
 */
export const WRITES: Step[] = [
  {
    key: 'GET /ins/common/insPolicies/newTransCode',
    fill: () => ({}),
    learn: (body, facts) => {
      facts.transCode = text((body as { transCode?: unknown } | undefined)?.transCode);
      facts.compCode = facts.insurer;
    },
  },
  ...(['O', 'I'] as const).map((cusType): Step => ({
    key: 'POST /ins/cus/cusInfo',
    fill: (f) =>
      withCase(f, (transCode) => ({
        json: {
          insPolicies: {
            transCode,
            compCode: f.compCode ?? '',
            polInsureType: 'M',
            stepCode: cusType === 'O' ? 'INS_S1' : 'INS_S2',
            shareYn: 'N',
          },
          cus: { cusType, ...SANDBOX_OWNER },
        },
      })),
  })),
  {
    key: 'POST /ins/cus/legalAgent',
    fill: (f) =>
      withCase(f, (transCode) => ({
        json: { transCode, changedFlag: true, typeO: { cusType: 'O', legcusIdn: 'B220145684' } },
      })),
  },
  {
    key: 'POST /ins/cus/cusInfo/query',
    fill: (f) => withCase(f, (transCode) => ({ json: { transCode, cusType: ['O', 'I'] } })),
  },
  {
    key: 'POST /ins/cus/legalAgent/query',
    fill: (f) => withCase(f, (transCode) => ({ json: { transCode } })),
  },
  {
    key: 'GET /ins/upload/initCheckItem',
    fill: byCase((_f, transCode) => ({ transCode, isPreview: 'N', fromSearch: 'N' })),
  },
  {
    key: 'POST /ins/upload/saveCheckItem',
    fill: (f) =>
      withCase(f, (transCode) => ({ json: { transCode, executeFrom: 'tempSave', agResult: 'core:check' } })),
  },
  {
    key: 'POST /ins/common/insPoliciesAnnexRisk',
    fill: (f) =>
      withCase(f, (transCode) => ({
        json: {
          transCode,
          status: 'T',
          idnCheckYn: 'Y',
          idnCode: 'A',
          commCheckYn: 'Y',
          specJobYn: 'N',
          mlCheckYn: 'Y',
        },
      })),
  },
  { key: 'GET /ins/common/insPoliciesAnnexRisk', fill: byCase((_f, transCode) => ({ transCode })) },
  {
    key: 'POST /ins/common/writtenData',
    fill: (f) => withCase(f, (transCode) => ({ json: { transCode, status: 'T' } })),
  },
];

/** The writes' last call: the case they made, deleted. */
export const DELETE_CASE: Step = {
  key: 'DELETE /ins/common/insPolicies/proposal',
  fill: byCase((_f, transCode) => ({ transCode })),
};
