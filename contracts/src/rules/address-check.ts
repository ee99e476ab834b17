import { customerDataMessages as m } from '../messages/customer-data';

/** Address type: R registered/household, L residence. */
export type AddressType = 'R' | 'L';

/** Address-check flag of the customer record (spec 3 §4): Y normalised, N reference address from a lookup, P kept. */
export type AddressCheckFlag = 'Y' | 'N' | 'P';

/** The outcomes of spec 3 §8. */
export type AddressCheckOutcome = 'ok' | 'renumbered' | 'unknown' | 'malformed' | 'failed' | 'unreachable';

/** What the address service answered (legacy.yaml checkAddress), or null when it could not be reached. */
export interface AddressServiceAnswer {
  code: string;
  msg?: string;
  connectError?: string;
  resultAddr?: string;
  address?: string[];
}

export interface AddressCheckVerdict {
  outcome: AddressCheckOutcome;
  /** The flag to store: Y (ok), P (unreachable, the typed address kept); null while the address is refused or
   * waits for the agent to confirm the renumbered address (then Y). */
  flag: AddressCheckFlag | null;
  /** The full address to use: the service's for ok/renumbered, the typed one for unreachable. */
  address: string;
  /** The message to show ('' for ok), with the household/residence prefix where it blocks. */
  message: string;
  /** Reference addresses (unknown door). */
  references: string[];
  /** The agent may continue without retyping (ok, unreachable; renumbered after confirming). */
  proceeds: boolean;
}

const OK_CODES = new Set(['ok1', 'ok2']);
const RENUMBERED = 'er1';
const UNKNOWN = 'er2';

/**
 * Spec 3 §8, in one place: ok1/ok2 → Y with the service's address (no result address = malformed); er1 → asks to
 * confirm the new address; er2 → unknown door with the reference addresses; connectError Y or no answer → P with
 * the typed address, the flow continues; any other code → the check failed.
 */
export function addressCheckVerdict(
  type: AddressType,
  typed: string,
  answer: AddressServiceAnswer | null,
): AddressCheckVerdict {
  // The address it concerns, then the message: 戶籍地址：地址正規化檢核失敗… (it read 戶籍地址地址…: issue 23 item 6).
  const prefixed = (message: string) => `${m.ADDRESS_PREFIX[type]}：${message}`;
  const verdict = (
    v: Omit<AddressCheckVerdict, 'references'> & { references?: string[] },
  ): AddressCheckVerdict => ({
    references: [],
    ...v,
  });
  if (!answer || answer.connectError === 'Y') {
    return verdict({
      outcome: 'unreachable',
      flag: 'P',
      address: typed,
      message: m.ADDRESS_UNREACHABLE,
      proceeds: true,
    });
  }
  const result = (answer.resultAddr ?? '').trim();
  if (OK_CODES.has(answer.code)) {
    return result
      ? verdict({ outcome: 'ok', flag: 'Y', address: result, message: '', proceeds: true })
      : verdict({
          outcome: 'malformed',
          flag: null,
          address: typed,
          message: prefixed(m.ADDRESS_MALFORMED),
          proceeds: false,
        });
  }
  if (answer.code === RENUMBERED) {
    return result
      ? verdict({
          outcome: 'renumbered',
          flag: null,
          address: result,
          message: m.ADDRESS_RENUMBERED(result),
          proceeds: false,
        })
      : verdict({
          outcome: 'malformed',
          flag: null,
          address: typed,
          message: prefixed(m.ADDRESS_MALFORMED),
          proceeds: false,
        });
  }
  if (answer.code === UNKNOWN) {
    return verdict({
      outcome: 'unknown',
      flag: null,
      address: typed,
      message: prefixed(m.ADDRESS_UNKNOWN),
      references: (answer.address ?? []).filter((a) => typeof a === 'string' && a.trim() !== ''),
      proceeds: false,
    });
  }
  return verdict({
    outcome: 'failed',
    flag: null,
    address: typed,
    message: prefixed(m.ADDRESS_CHECK_FAILED),
    proceeds: false,
  });
}
