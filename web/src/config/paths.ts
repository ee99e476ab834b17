/** Every route of the SPA. Menu items name routes (spec 1, section 2); `routeByName` maps them to paths. */
export const paths = {
  login: '/login',
  remoteLogin: '/RMW/api/login/authentication',
  error: '/error/:error',
  errorMsg: '/errorMsg',
  agree: '/AGREE',
  home: '/home',
  noPage: '/nopage',
  proposal: '/proposal',
  commissionSearch: '/commissionSearch',
  formDownload: '/formDownload',
  releasePermitAudit: '/releasePermitAudit',
  releasePermitInput: '/releasePermitInput',
} as const;

export type RouteName = keyof typeof paths;

/** Route names the legacy menu uses, to our paths. */
const routeByName: Record<string, string> = {
  home: paths.home,
  nopage: paths.noPage,
  proposal: paths.proposal,
  commissionSearch: paths.commissionSearch,
  formDownload: paths.formDownload,
  releasePermitAudit: paths.releasePermitAudit,
  releasePermitInput: paths.releasePermitInput,
};

const knownPaths = new Set<string>(Object.values(routeByName));

/** A menu item's `url` (a route path or a route name) as a path; anything unknown goes to the nopage placeholder. */
export function menuUrlToPath(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (value.startsWith('/')) return knownPaths.has(value) ? value : paths.noPage;
  return routeByName[value] ?? paths.noPage;
}

/** Whether a browser path belongs to a public route (no session needed). */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === paths.login ||
    pathname === paths.remoteLogin ||
    pathname === paths.errorMsg ||
    pathname === paths.agree ||
    pathname.startsWith('/error/') ||
    pathname === '/error'
  );
}

/** Messages the error-message page can show, by catalogue key (never free text from the address bar). */
export type ErrorMsgCode = 'ALREADY_LOGGED_IN_OTHER_TAB' | 'DESKTOP_ONLY' | 'REMOTE_LOGIN_FAILED';

export function errorMsgPath(code: ErrorMsgCode): string {
  return `${paths.errorMsg}?code=${code}`;
}

/** The wizard's route params (spec 2 §2.3); the enterpoint is the route the wizard was opened from. */
export interface ProposalWizardParams {
  enterpoint?: string;
  transCode?: string;
  compCode: string;
  polInsureType: 'M' | 'R';
  isPreview?: boolean;
  /** INS_S9 (mobile) or REMOTE_S7 (remote): open only that tab, earlier ones done (spec 2 §2.10). */
  routerPage?: string;
  notReloadAction?: string;
  pChangeYn?: string;
  pSignedYn?: string;
  propKey?: string;
}

/** The last step of each wizard (spec 2 §2.3, §2.4): where a signed S case opens. */
export const WIZARD_LAST_STEP = { M: 'INS_S9', R: 'REMOTE_S7' } as const;

/**
 * The mobile (`/{enterpoint}/proposalMain/steps`) or remote (`/{enterpoint}/proposalRemote/steps`) wizard with
 * its params in the query; the remote container fixes the company code to CH itself.
 */
export function proposalWizardPath({ enterpoint = 'proposal', ...p }: ProposalWizardParams): string {
  const container = p.polInsureType === 'R' ? 'proposalRemote' : 'proposalMain';
  const query = new URLSearchParams();
  const add = (key: string, value: string | undefined) => {
    if (value) query.set(key, value);
  };
  add('transCode', p.transCode);
  add('compCode', p.compCode);
  add('polInsureType', p.polInsureType);
  add('isPreview', p.isPreview ? 'Y' : undefined);
  add('routerPage', p.routerPage);
  add('notReloadAction', p.notReloadAction);
  add('enterpoint', enterpoint);
  add('pChangeYn', p.pChangeYn);
  add('pSignedYn', p.pSignedYn);
  add('propKey', p.propKey);
  return `/${enterpoint}/${container}/steps?${query.toString()}`;
}
