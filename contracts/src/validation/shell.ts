import { object, ref, string, type InferType } from 'yup';
import { ruleMessages } from '../messages/rules';
import { lengthTest, upperHalfWidth, type Ctx } from './common';
import { passwordPolicy } from './password';

const m = ruleMessages;

export const USER_CODE_LIMITS = { min: 7, max: 12 } as const;

/** Employee number: half-width, upper-case, 7 to 12 characters. */
const userCode = () =>
  upperHalfWidth()
    .required(m.USER_CODE_REQUIRED)
    .test(lengthTest('userCodeMin', USER_CODE_LIMITS.min, Infinity, m.USER_CODE_MIN))
    .max(USER_CODE_LIMITS.max, m.USER_CODE_MAX);

/**
 * Login step 1. The typed captcha is required unless the robot check is in use: validate with context
 * `{ useRecaptcha: true }` then.
 */
export const loginSchema = object({
  userCode: userCode(),
  password: string()
    .required(m.PASSWORD_REQUIRED)
    .test(lengthTest('passwordLength', 8, 12, m.PASSWORD_LENGTH)),
  captcha: string()
    .trim()
    .max(6, m.CAPTCHA_MAX)
    .when('$useRecaptcha', {
      is: true,
      then: (s) => s.optional(),
      otherwise: (s) => s.required(m.CAPTCHA_REQUIRED),
    }),
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

/**
 * The reset-password dialog before the OTP is sent: employee number, ID last 4 digits, the new password
 * under the full policy (never equal to the employee number) and its re-entry.
 */
export const resetPasswordRequestSchema = object({
  userCode: upperHalfWidth()
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
