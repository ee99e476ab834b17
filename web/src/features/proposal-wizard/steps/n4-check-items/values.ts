import { REASON_FIELDS } from '@agent-portal/contracts/rules';
import { CHECK_GROUPS } from '@agent-portal/contracts/rules';
import { resultField } from '@agent-portal/contracts/validation/check-items';
import type { FieldValues } from 'react-hook-form';
import type { CheckItems, CheckItemsSave } from '../../api/check-items';

/** The form's values: the fields the agent fills, the case's facts the schema reads, and `view` (what it shows). */
export function toValues(data: CheckItems | null): FieldValues {
  const values: FieldValues = {
    shownGroups: data?.groups.map((g) => g.group) ?? [],
    reasonsNeeded: data?.reasonsNeeded ?? [],
    agFileCount: data?.agFileCount ?? 0,
    pendingFiles: 0,
    view: data,
  };
  for (const g of CHECK_GROUPS)
    values[resultField(g)] = data?.groups.find((x) => x.group === g)?.description ?? '';
  for (const r of REASON_FIELDS) values[r] = data?.reasons[r] ?? '';
  return values;
}

/** The save body: the shown groups' descriptions and the needed reasons (the BFF checks them again). */
export function toBody(values: FieldValues, executeFrom: CheckItemsSave['executeFrom']): CheckItemsSave {
  const body: CheckItemsSave = { executeFrom };
  const shown = (values.shownGroups ?? []) as string[];
  for (const g of CHECK_GROUPS) {
    if (shown.includes(g)) body[resultField(g)] = String(values[resultField(g)] ?? '');
  }
  for (const r of REASON_FIELDS) body[r] = String(values[r] ?? '');
  return body;
}
