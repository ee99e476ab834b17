export type LoginStage = 'otp' | 'role' | 'done';

export interface LegacyState {
  /** Cookies the core system set for this browser session (JSESSIONID, XSRF-TOKEN). Never sent to the browser. */
  cookies: Record<string, string>;
}

export interface AuthState {
  stage: LoginStage;
  userCode: string;
  mobileYn: 'Y' | 'N';
  otpRecCode?: string;
  roleCode?: string;
  branCode?: string;
  userName?: string;
}

/** What the forgot-password dialog has proven so far; server-side only, never sent to the browser. */
export interface PasswordResetState {
  userCode: string;
  /** The new password as the core wants it (RSA-encrypted): Redis never holds it in clear. */
  resetNewPawd: string;
  otpRecCode?: string;
}

/** Everything a browser session holds, whatever store keeps it. */
export interface PortalSession {
  legacy?: LegacyState;
  auth?: AuthState;
  ttlSeconds?: number;
  /**
   * When the login's password (or remote ticket) was accepted (ms since the epoch): the start of the absolute
   * lifetime, carried through the later steps (OTP, role, a role picked again), never restarted by them.
   */
  loginAt?: number;
  /** The employee number whose last login here was refused with 519: the only one the expiry mail may go to. */
  passwordExpired?: { userCode: string };
  passwordReset?: PasswordResetState;
  /** Codes the core issued to this agent here for new drafts, newest last (modules/proposals/issued-trans-codes.ts). */
  issuedTransCodes?: IssuedTransCodes;
}

/** The new-draft codes of one agent: the ownership guard lets them pass before the first save creates the case. */
export interface IssuedTransCodes {
  userCode: string;
  codes: string[];
}
