import { string, type StringSchema } from 'yup';
import { ruleMessages } from '../messages/rules';
import { isAccountNo } from '../rules/analysis';
import {
  isDecimalPoint as decimalOk,
  isDecimalPoint2 as decimal2Ok,
  isDigitsOnly,
  isGreaterThanZero as positiveOk,
  isSignedInteger,
  isThousandUnit as thousandOk,
} from '../rules/money';
import { formatTest } from './common';

const text = () => string().trim();

/** isDecimalPoint(int, dec): at most `intDigits` integer digits and `decDigits` decimals; empty passes. */
export function isDecimalPoint(intDigits: number, decDigits: number): StringSchema<string | undefined> {
  return text().test(
    formatTest('isDecimalPoint', ruleMessages.DECIMAL_POINT(intDigits, decDigits), (v: string) =>
      decimalOk(v, intDigits, decDigits),
    ),
  );
}

/** Money in 萬元: max 7 characters, 5 integer digits and 1 decimal. */
export function money(): StringSchema<string | undefined> {
  return isDecimalPoint(5, 1).max(7, ruleMessages.DECIMAL_POINT(5, 1));
}

/** isDecimalPoint2: 0.01 to 100, no decimals on 100. */
export function isDecimalPoint2(): StringSchema<string | undefined> {
  return text().test(formatTest('isDecimalPoint2', ruleMessages.DECIMAL_POINT2, decimal2Ok));
}

/** isGratherThanZeor: greater than 0. */
export function isGreaterThanZero(): StringSchema<string | undefined> {
  return text().test(formatTest('isGreaterThanZero', ruleMessages.GREATER_THAN_ZERO, positiveOk));
}

/** valideNum: digits only. */
export function digitsOnly(): StringSchema<string | undefined> {
  return text().test(formatTest('valideNum', ruleMessages.DIGITS_ONLY, isDigitsOnly));
}

/** checkNumWithDecimal: an integer, possibly negative. */
export function signedInteger(): StringSchema<string | undefined> {
  return text().test(formatTest('checkNumWithDecimal', ruleMessages.SIGNED_INTEGER, isSignedInteger));
}

/** isThousandUnit: a premium that is a multiple of 1000. */
export function isThousandUnit(): StringSchema<string | undefined> {
  return text().test(formatTest('isThousandUnit', ruleMessages.THOUSAND_UNIT, thousandOk));
}

/** accNoRule / accNoRule2: digits, length one of the given lengths. */
export function accNoRule(...lengths: number[]): StringSchema<string | undefined> {
  return text().test(
    formatTest('accNoRule', ruleMessages.ACCOUNT_NO_LENGTH(lengths), (v: string) => isAccountNo(v, lengths)),
  );
}
