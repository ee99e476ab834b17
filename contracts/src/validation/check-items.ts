import { array, boolean, number, object, string, type InferType } from 'yup';
import { attachmentMessages as am, checkGroupNames, financeLabels } from '../messages/attachments';
import { CHECK_GROUPS, type CheckGroup } from '../rules/files';
import { REASON_FIELDS, type ReasonField } from '../rules/check-items';
import type { Ctx } from './common';

/** The description field of each check group (the legacy's `…Result`). */
const RESULT_FIELDS = {
  AG: 'agResult',
  CA: 'caResult',
  CR: 'crResult',
  CM: 'cmResult',
  CT: 'ctResult',
  CE: 'ceResult',
} as const satisfies Record<CheckGroup, string>;
export type ResultField = (typeof RESULT_FIELDS)[CheckGroup];
export const resultField = <G extends CheckGroup>(g: G): (typeof RESULT_FIELDS)[G] => RESULT_FIELDS[g];

/** Spec 2 §9 text limits. */
export const CHECK_DESCRIPTION_MAX = 200;
export const CHECK_REASON_MAX = 100;

const reasonLabel: Record<ReasonField, string> = {
  salaryReason: financeLabels.salary,
  oIncomeReason: financeLabels.oIncome,
  hIncomeReason: financeLabels.hIncome,
  assetsReason: financeLabels.assets,
};
export const reasonLabelOf = (r: ReasonField): string => reasonLabel[r];

/** `$temporary` (暫存): only the lengths are checked. */
const temporary = (ctx: Ctx): boolean => ctx.options.context?.temporary === true;
const listed = (ctx: Ctx, list: 'shownGroups' | 'reasonsNeeded', name: string): boolean =>
  Array.isArray(ctx.parent?.[list]) && (ctx.parent[list] as unknown[]).includes(name);

const description = (g: CheckGroup) =>
  string()
    .trim()
    .default('')
    .max(CHECK_DESCRIPTION_MAX, am.DESCRIPTION_MAX(checkGroupNames[g]))
    .test({
      name: 'descriptionRequired',
      message: am.DESCRIPTION_REQUIRED(checkGroupNames[g]),
      test(this: Ctx, v: string | undefined) {
        return temporary(this) || !listed(this, 'shownGroups', g) || Boolean(v);
      },
    });

const reason = (r: ReasonField) =>
  string()
    .trim()
    .default('')
    .max(CHECK_REASON_MAX, am.REASON_MAX(reasonLabel[r]))
    .test({
      name: 'reasonRequired',
      message: am.REASON_REQUIRED(reasonLabel[r]),
      test(this: Ctx, v: string | undefined) {
        return temporary(this) || !listed(this, 'reasonsNeeded', r) || Boolean(v);
      },
    });

/** Files picked in the browser but not uploaded yet block 下一步 (spec 2 §5): 仍有檔案未上傳!. */
const pendingFiles = () => number().default(0).max(0, am.PENDING);

/**
 * 附件上傳 (spec 2 §2.6, §5): no pending files; slot B filled when the agent's role is BM1 (`internalFormShown`),
 * outside preview (the container skips validation in preview). The step may be passed with no upload.
 */
export const attachmentsSchema = object({
  pendingFiles: pendingFiles(),
  internalFormShown: boolean().default(false),
  internalFormCount: number()
    .default(0)
    .test({
      name: 'internalFormRequired',
      message: am.INTERNAL_FORM_REQUIRED,
      test(this: Ctx, v: number | undefined) {
        return this.parent?.internalFormShown !== true || (v ?? 0) >= 1;
      },
    }),
});

/**
 * 檢核項目 (spec 2 §2.5, §5): a description per shown group (required, max 200), at least one AG file, a reason
 * (required, max 100) for each finance item that changed. `shownGroups`, `reasonsNeeded` and `agFileCount` are
 * facts of the case (the BFF sets them from the core before validating; the screen from what it loaded).
 * Context `{ temporary: true }`: 暫存 checks only the lengths.
 */
export const checkItemsSchema = object({
  ...(Object.fromEntries(CHECK_GROUPS.map((g) => [resultField(g), description(g)])) as Record<
    ResultField,
    ReturnType<typeof description>
  >),
  ...(Object.fromEntries(REASON_FIELDS.map((r) => [r, reason(r)])) as Record<
    ReasonField,
    ReturnType<typeof reason>
  >),
  shownGroups: array(
    string()
      .oneOf([...CHECK_GROUPS])
      .required(),
  ).default([]),
  reasonsNeeded: array(
    string()
      .oneOf([...REASON_FIELDS])
      .required(),
  ).default([]),
  pendingFiles: pendingFiles(),
  agFileCount: number()
    .default(0)
    .test({
      name: 'agFileRequired',
      message: am.AG_FILE_REQUIRED,
      test(this: Ctx, v: number | undefined) {
        return temporary(this) || !listed(this, 'shownGroups', 'AG') || (v ?? 0) >= 1;
      },
    }),
});
export type CheckItemsValues = InferType<typeof checkItemsSchema>;
