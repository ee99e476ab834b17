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
  /** The wizards (spec 3 §2): `/{enterpoint}/proposalMain/steps/INS_S1…9`, `/{enterpoint}/proposalRemote/steps/REMOTE_S1…7`. */
  proposalMain: '/:enterpoint/proposalMain',
  proposalRemote: '/:enterpoint/proposalRemote',
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

/** The two wizard containers (spec 2 §2.3, §2.4). */
export type WizardKind = 'proposalMain' | 'proposalRemote';

/**
 * The route params of spec 2 §2.3 the wizard reads (all but enterpoint travel in the query). notReloadAction,
 * pChangeYn, pSignedYn and propKey are left in an address that carries them and read by nothing: the case's state
 * comes from the BFF, never the address (docs/decisions.md).
 */
export interface WizardQuery {
  transCode?: string;
  compCode?: string;
  isPreview?: boolean;
  polInsureType?: 'M' | 'R';
  routerPage?: string;
}

/** Where the wizard was entered from; leaving returns to the proposal list whatever it is. */
export const DEFAULT_ENTERPOINT = 'proposal';

/** A wizard step's address: `/{enterpoint}/{kind}/steps/{stepCode}?transCode=…`. */
export function wizardPath(
  kind: WizardKind,
  stepCode: string,
  query: WizardQuery = {},
  enterpoint: string = DEFAULT_ENTERPOINT,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    search.set(key, value === true ? 'Y' : String(value));
  }
  const qs = search.toString();
  return `/${encodeURIComponent(enterpoint)}/${kind}/steps/${encodeURIComponent(stepCode)}${qs ? `?${qs}` : ''}`;
}

/** The wizard container of a case type: M mobile, R remote. */
export const wizardKindOf = (polInsureType: 'M' | 'R'): WizardKind =>
  polInsureType === 'R' ? 'proposalRemote' : 'proposalMain';

/** The first and the last step of each wizard (spec 2 §2.3, §2.4): a new case starts at the first, a signed S
 * case opens at the last. */
export const WIZARD_FIRST_STEP = { M: 'INS_S1', R: 'REMOTE_S1' } as const;
export const WIZARD_LAST_STEP = { M: 'INS_S9', R: 'REMOTE_S7' } as const;

/** The wizard's route params (spec 2 §2.3); the enterpoint is the route the wizard was opened from. */
export interface ProposalWizardParams extends WizardQuery {
  enterpoint?: string;
  compCode: string;
  polInsureType: 'M' | 'R';
}

/** A case's wizard: the router page's step when one is given (only that tab opens), else the first step. */
export function proposalWizardPath({ enterpoint, ...query }: ProposalWizardParams): string {
  const step = query.routerPage ?? WIZARD_FIRST_STEP[query.polInsureType];
  return wizardPath(wizardKindOf(query.polInsureType), step, query, enterpoint);
}
