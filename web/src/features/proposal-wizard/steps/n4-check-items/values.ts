import { CHECK_GROUPS, REASON_FIELDS } from '@agent-portal/contracts/rules';
import { resultField, type CheckItemsValues } from '@agent-portal/contracts/validation/check-items';
import type { CheckItems, CheckItemsSave } from './check-items-api';

/** n4's values: the contracts' check-items form and `view`, what the screen shows (never posted). */
export type CheckItemsStepValues = CheckItemsValues & { view: CheckItems | null };

/** The form's values: the fields the agent fills, the case's facts the schema reads, and `view` (what it shows). */
export function toValues(data: CheckItems | null): CheckItemsStepValues {
  const results = Object.fromEntries(
    CHECK_GROUPS.map((g) => [resultField(g), data?.groups.find((x) => x.group === g)?.description ?? '']),
  ) as Record<ReturnType<typeof resultField>, string>;
  const reasons = Object.fromEntries(REASON_FIELDS.map((r) => [r, data?.reasons[r] ?? ''])) as Record<
    (typeof REASON_FIELDS)[number],
    string
  >;
  return {
    ...results,
    ...reasons,
    shownGroups: (data?.groups.map((g) => g.group) ?? []) as CheckItemsValues['shownGroups'],
    reasonsNeeded: (data?.reasonsNeeded ?? []) as CheckItemsValues['reasonsNeeded'],
    agFileCount: data?.agFileCount ?? 0,
    pendingFiles: 0,
    view: data,
  };
}

/** The fields the agent types (each group's description, each reason) blank: 清除. */
export function blankTyped(): Pick<
  CheckItemsValues,
  ReturnType<typeof resultField> | (typeof REASON_FIELDS)[number]
> {
  return Object.fromEntries(
    [...CHECK_GROUPS.map(resultField), ...REASON_FIELDS].map((f) => [f, '']),
  ) as ReturnType<typeof blankTyped>;
}

/** The save body: the shown groups' descriptions and the needed reasons (the BFF checks them again). */
export function toBody(
  values: CheckItemsStepValues,
  executeFrom: CheckItemsSave['executeFrom'],
): CheckItemsSave {
  const body: CheckItemsSave = { executeFrom };
  const shown: readonly string[] = values.shownGroups;
  for (const g of CHECK_GROUPS) {
    if (shown.includes(g)) body[resultField(g)] = values[resultField(g)] ?? '';
  }
  for (const r of REASON_FIELDS) body[r] = values[r] ?? '';
  return body;
}
