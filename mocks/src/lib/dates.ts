/**
 * The core's western date texts, in Taiwan time whatever the mock's zone (the core runs in Taiwan). ROC dates come
 * from contracts' helpers (`formatRocDate`, `rocBirthday`…).
 */
import { taipeiDateTime } from '@agent-portal/contracts/rules';

/** yyyy/MM/dd (western), the Taiwan date of the instant. */
export const ymd = (d: Date) => taipeiDateTime(d).slice(0, 10);

/** yyyy/MM/dd HH:mm:ss (western), Taiwan time. */
export const ymdHms = (d: Date) => taipeiDateTime(d);

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
