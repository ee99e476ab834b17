import { object, string } from 'yup';
import { ruleMessages } from '../messages/rules';
import { isMixId } from '../rules/ids';
import { formatTest, lengthTest, upperHalfWidth } from './common';
import { isSameLegal } from './ids';

export const ID_LOOKUP_MIN = 10;

/** The party whose ID the legal representative's may not equal: O policyholder, I insured. */
export type LookupParty = 'O' | 'I';
const PARTY_LABEL: Record<LookupParty, string> = { O: '要保人', I: '被保險人' };

/**
 * The ID lookup dialog (spec 3 §5): required, min 10, mixId (uppercased, half-width). `otherIdn` is the other
 * party's ID on the legal-representative tab (the two may not be equal; `party` names it in the message).
 */
export function idLookupSchema() {
  return object({
    idn: upperHalfWidth()
      .required(ruleMessages.REQUIRED('身分證字號'))
      .test(lengthTest('min', ID_LOOKUP_MIN, ID_LOOKUP_MIN, ruleMessages.ID_LENGTH))
      .test(formatTest('mixId', ruleMessages.MIX_ID_INVALID, isMixId))
      .when('party', ([party]: unknown[], schema) =>
        schema.test(isSameLegal('otherIdn', PARTY_LABEL[(party as LookupParty) ?? 'O'] ?? PARTY_LABEL.O)),
      ),
    otherIdn: upperHalfWidth().optional(),
    party: string().oneOf(['O', 'I']).optional(),
  });
}
