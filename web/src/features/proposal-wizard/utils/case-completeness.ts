import { completenessMessages as cm } from '@agent-portal/contracts/messages';
import type { StepContext, StepDefinition } from '../registry/types';
import type { TabState } from './tab-state';
import { unmetFields } from './unmet-tabs';

/** What still stops the case, one line a thing; `code` is the step code its link opens. */
export interface CompletenessLine {
  code: string;
  kind: 'fields' | 'upload' | 'aml' | 'step';
  text: string;
}

/** The schema fields that stand for uploads: n4's AG files, n5's internal form (slot B), files chosen not sent. */
const UPLOAD_FIELDS = new Set(['agFileCount', 'internalFormCount', 'pendingFiles']);

/** The AML step's state as the BFF reports it (spec 2 §2.7). */
export interface AmlProgress {
  riskDone: boolean;
  edd: 'none' | 'edd' | 'paper';
  eddDone: boolean;
}

/** The AML step's unfinished parts (empty: 完成 went through). */
export function amlPending({ riskDone, edd, eddDone }: AmlProgress): string[] {
  const pending: string[] = [];
  if (!riskDone) pending.push(cm.AML_RISK_PENDING);
  if (edd === 'edd' && !eddDone) pending.push(cm.AML_EDD_PENDING);
  return pending;
}

export interface CompletenessInput {
  tabs: readonly TabState[];
  stepOf: (code: string) => StepDefinition | undefined;
  titleOf: (code: string) => string;
  ctx: StepContext;
  /** Tabs reported elsewhere (the signing step: its signers and locations). */
  skip?: (code: string) => boolean;
  /** The AML step (after `afterCode`) when the case has one. */
  aml?: { code: string; afterCode: string; load: () => Promise<AmlProgress> };
}

/**
 * 完整性檢查 (issue 13 §4), across every shown tab: the required fields its stored values miss (its schema, as the
 * remote cross-tab check counts them), the uploads among them apart, a tab whose 下一步 was never passed, and the
 * AML step's unfinished parts (preview: the data only). Locked tabs (router-page entry: done for good) are not checked again.
 */
export async function caseCompleteness(input: CompletenessInput): Promise<CompletenessLine[]> {
  const { tabs, stepOf, titleOf, ctx, skip, aml } = input;
  const checked = tabs.filter((t) => t.show && !t.locked && !skip?.(t.code));
  const perTab = await Promise.all(
    checked.map(async (t) => {
      const lines = await tabLines(t, stepOf(t.code), titleOf(t.code), ctx);
      return aml?.afterCode === t.code ? [...lines, ...(await amlLines(aml.code, aml.load))] : lines;
    }),
  );
  return perTab.flat();
}

async function tabLines(
  t: TabState,
  step: StepDefinition | undefined,
  title: string,
  ctx: StepContext,
): Promise<CompletenessLine[]> {
  let unmet;
  try {
    unmet = step ? await unmetFields(step, { ...ctx, stepCode: t.code }) : [];
  } catch {
    return [{ code: t.code, kind: 'step', text: `${title}：${cm.CHECK_FAILED}` }];
  }
  const uploads = unmet.filter((f) => UPLOAD_FIELDS.has(f.path));
  const fields = unmet.length - uploads.length;
  const lines: CompletenessLine[] = [];
  if (fields > 0) lines.push({ code: t.code, kind: 'fields', text: `${title}：${cm.UNMET_FIELDS(fields)}` });
  for (const f of uploads) lines.push({ code: t.code, kind: 'upload', text: `${title}：${f.message}` });
  // In preview no tab is passed: only the stored data counts.
  if (lines.length === 0 && !t.done && !ctx.isPreview)
    lines.push({ code: t.code, kind: 'step', text: `${title}：${cm.STEP_NOT_PASSED}` });
  return lines;
}

async function amlLines(code: string, load: () => Promise<AmlProgress>): Promise<CompletenessLine[]> {
  let pending: string[];
  try {
    pending = amlPending(await load());
  } catch {
    pending = [cm.CHECK_FAILED];
  }
  return pending.map((p) => ({ code, kind: 'aml', text: `${cm.AML}：${p}` }));
}
