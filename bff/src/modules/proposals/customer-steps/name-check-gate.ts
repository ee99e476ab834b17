import { ruleMessages } from '@agent-portal/contracts/messages';
import { consentGateOpen } from '@agent-portal/contracts/validation/customer-data';
import { AppError } from '../../../common/app-error';
import {
  nameCheckRequired,
  nameCheckStopped,
  type NameCheckRecord,
  type NameCheckService,
  type Party,
} from '../../customer-data';

/** What the gate reads: the BFF's own name-check records, the core's SMS consent and CUS_AGREE_YN. */
export interface NameCheckGateInput {
  transCode: string;
  party: Party;
  cusIdn: string | undefined;
  /** The core's consent of the customer (agreeYn Y), asked only when the gate needs it. */
  consented: () => Promise<boolean>;
  cusAgreeYn: 'Y' | 'N';
}

/**
 * The gate of a final policyholder or insured save (spec 3 §4, §5, §8; issue 20), decided from the name check the
 * BFF ran and recorded for this case, party and ID, never from the body's cusCheck: E stops (the core's message);
 * the policyholder not name-checked needs the SMS consent (CONSENT_PENDING, the spec's gate); and a party still
 * unchecked is refused (fail closed). S and M pass: the record, whose M message is the save's warning.
 */
export async function nameCheckGate(
  nameChecks: Pick<NameCheckService, 'recorded'>,
  input: NameCheckGateInput,
): Promise<NameCheckRecord> {
  const record = await nameChecks.recorded(input.transCode, input.party, input.cusIdn ?? '');
  if (record?.status === 'E') throw nameCheckStopped(record);
  if (input.party === 'O') {
    const cusCheck = record ? 'Y' : 'N';
    const agreed = cusCheck === 'Y' || (await input.consented());
    if (!consentGateOpen({ cusCheck, agreeYn: agreed ? 'Y' : 'N' }, input.cusAgreeYn)) {
      throw new AppError(409, 'CONSENT_PENDING', ruleMessages.CONSENT_PENDING);
    }
  }
  if (!record) throw nameCheckRequired();
  return record;
}

/** The record's flags as the customer record keeps them: cusCheck Y once S or M was recorded, its amlResult. */
export function nameCheckFlags(record: NameCheckRecord | null): { cusCheck: 'Y' | 'N'; amlResult: string } {
  return {
    cusCheck: record && record.status !== 'E' ? 'Y' : 'N',
    amlResult: record?.amlResult ?? '',
  };
}
