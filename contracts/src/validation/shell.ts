import { object, ref, string, type InferType } from 'yup';
import { ruleMessages } from '../messages/rules';
import { normalizeUserCode } from '../rules/user-code';
import { lengthTest, type Ctx } from './common';
import { passwordPolicy } from './password';

const m = ruleMessages;

export const USER_CODE_LIMITS = { min: 7, max: 12 } as const;

/** The employee number cast with normalizeUserCode (trimmed, half-width, upper-case), the form's own. */
const userCodeText = () =>
  string().transform((v: unknown) => (typeof v === 'string' ? normalizeUserCode(v) : v));

/** Employee number: half-width, upper-case, 7 to 12 characters. */
const userCode = () =>
  userCodeText()
    .required(m.USER_CODE_REQUIRED)
    .test(lengthTest('userCodeMin', USER_CODE_LIMITS.min, Infinity, m.USER_CODE_MIN))
    .max(USER_CODE_LIMITS.max, m.USER_CODE_MAX);

/**
 * Login step 1. The typed captcha is required unless the robot check is in use: validate with context
 * `{ useRecaptcha: true }` (the form), or send the check's `recaptchaToken` (the BFF reads the request).
 */
export const loginSchema = object({
  userCode: userCode(),
  password: string()
    .required(m.PASSWORD_REQUIRED)
    .test(lengthTest('passwordLength', 8, 12, m.PASSWORD_LENGTH)),
  recaptchaToken: string().trim().optional(),
  captcha: string()
    .trim()
    .max(6, m.CAPTCHA_MAX)
    .when(['$useRecaptcha', 'recaptchaToken'], ([useRecaptcha, token]: unknown[], s) =>
      useRecaptcha === true || (typeof token === 'string' && token !== '')
        ? s.optional()
        : s.required(m.CAPTCHA_REQUIRED),
    ),
});
export type LoginForm = InferType<typeof loginSchema>;

/** Login step 2: the one-time code. */
export const otpSchema = object({
  otpCode: string()
    .trim()
    .required(m.OTP_REQUIRED)
    .matches(/^\d{6}$/, { message: m.OTP_FORMAT, excludeEmptyString: true }),
});
export type OtpForm = InferType<typeof otpSchema>;

/** The OTP delivery choice; mobile is refused when context `{ mobileYn: 'N' }` says none is on file. */
export const otpSendSchema = object({
  sendTypeCode: string()
    .required(m.OTP_METHOD_REQUIRED)
    .oneOf(['E', 'M'] as const, m.OTP_METHOD_REQUIRED)
    .test({
      name: 'otpMobileOnFile',
      message: m.OTP_NO_MOBILE,
      test(this: Ctx, value: string | undefined) {
        return value !== 'M' || this.options.context?.mobileYn !== 'N';
      },
    }),
});
export type OtpSendForm = InferType<typeof otpSendSchema>;

/** Login step 3: the branch/role pair picked among those offered (context `{ offered: string[] }`, `bran|role`). */
export const roleStepSchema = object({
  role: string()
    .required(m.ROLE_REQUIRED)
    .test({
      name: 'roleOffered',
      message: m.ROLE_REQUIRED,
      test(this: Ctx, value: string | undefined) {
        const offered: unknown = this.options.context?.offered;
        return !value || !Array.isArray(offered) || offered.includes(value);
      },
    }),
});
export type RoleStepForm = InferType<typeof roleStepSchema>;

/**
 * The reset-password dialog before the OTP is sent: employee number, ID last 4 digits, the new password
 * under the full policy (never equal to the employee number) and its re-entry.
 */
export const resetPasswordRequestSchema = object({
  userCode: userCodeText()
    .required(m.USER_CODE_REQUIRED)
    .test(lengthTest('userCodeMin', USER_CODE_LIMITS.min, Infinity, m.USER_CODE_MIN)),
  idLast4: string()
    .trim()
    .required(m.ID_LAST4_REQUIRED)
    .matches(/^\d{4}$/, { message: m.ID_LAST4_FORMAT, excludeEmptyString: true }),
  newPassword: passwordPolicy('userCode'),
  confirmPassword: string()
    .required(m.CONFIRM_PASSWORD_REQUIRED)
    .oneOf([ref('newPassword')], m.PASSWORD_MISMATCH),
});
export type ResetPasswordRequestForm = InferType<typeof resetPasswordRequestSchema>;

/** The whole reset-password dialog, OTP included (required, at least 6, digits). */
export const resetPasswordSchema = resetPasswordRequestSchema.shape({
  otpCode: string()
    .trim()
    .required(m.OTP_REQUIRED)
    .matches(/^\d{6,}$/, { message: m.OTP_FORMAT, excludeEmptyString: true }),
});
export type ResetPasswordForm = InferType<typeof resetPasswordSchema>;
