import 'express-session';

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

declare module 'express-session' {
  interface SessionData {
    legacy: LegacyState;
    auth: AuthState;
    ttlSeconds: number;
    /** The employee number whose last login here was refused with 519: the only one the expiry mail may go to. */
    passwordExpired: { userCode: string };
  }
}
