import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { App, Button, Spin, Tabs, Tag } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { proposalMessages, shellMessages } from '@agent-portal/contracts/messages';
import { paths, wizardPath, type WizardKind } from '@/config/paths';
import { useVersionPoll } from '@/hooks/use-version-poll';
import { reloadPage } from '@/lib/reload';
import { useProposalInsurers } from '../api/get-insurers';
import { useTransCode } from '../hooks/use-trans-code';
import { useWizardAccessLog } from '../hooks/use-wizard-access-log';
import { WizardContext, type WizardContextValue } from '../hooks/wizard-context';
import { WizardSlotsContext, type WizardSlots } from '../hooks/wizard-slots';
import { useEntryMarks } from '../hooks/use-entry-marks';
import { useWizardTabs } from '../hooks/use-wizard-tabs';
import { containers as appContainers, type ContainerDefinition } from '../registry/containers';
import type { ContainerEntry, StepContext } from '../registry/types';
import { isMarked, neighbour, tabLabel, type TabState } from '../utils/tab-state';
import { unmetTabs } from '../utils/unmet-tabs';
import { parseWizardQuery } from '../utils/wizard-query';
import type { FocusRequest } from './step-host';
import { StepLoader } from './step-loader';

/** 完整性檢查's drawer, a chunk loaded at its first opening (its Drawer and List are not on any step's first paint). */
const CompletenessPanel = lazy(() =>
  import('./completeness-panel').then((m) => ({ default: m.CompletenessPanel })),
);

/** The wizard's title (spec 2 §2.10): 要保書建置 - {insurer}（行動投保 / 遠距投保）. */
const WIZARD_TITLE = '要保書建置';

/**
 * The step after `code` in the wizard's flow: a step without a tab right after it in the registry (AML after n5),
 * else the next shown tab after the tab the step sits in.
 */
function flowAfter(
  container: ContainerDefinition,
  tabs: readonly TabState[],
  code: string,
): ContainerEntry | undefined {
  const index = container.entries.findIndex((e) => e.code === code);
  const following = container.entries[index + 1];
  if (following && !following.tab) return following;
  const host = hostTabOf(container, code);
  const nextTab = host && neighbour(tabs, host.code, 1);
  return container.entries.find((e) => e.code === nextTab);
}

/** The tab a step is shown in: its own, or for a step without a tab the tab before it in the registry. */
function hostTabOf(container: ContainerDefinition, code: string): ContainerEntry | undefined {
  const index = container.entries.findIndex((e) => e.code === code);
  return container.entries
    .slice(0, index + 1)
    .reverse()
    .find((e) => e.tab);
}

export interface WizardContainerProps {
  kind: WizardKind;
  /** What app/ hands the wizard from other features (the signing screens). */
  slots: WizardSlots;
  /** The wizards over another registry (a test's); default: the app's. */
  containers?: Record<WizardKind, ContainerDefinition>;
}

/**
 * The tab container of both wizards (spec 2 §2.3, §2.4, §2.10; spec 3 §2): tabs with show/disabled/done/count,
 * opened in sequence, router-page entry, previous/next, 暫存, leave confirmation, preview, the version check. It
 * reads every step from the registry (its place: a tab, or a step of the flow without one) and has no branch for
 * a particular step.
 *
 * A router page reached inside the open wizard (n8's 下一步 → INS_S9) is a new entry: the wizard starts again
 * with that tab alone, as when opened from the list. Issue 41: the tabs were reset by an update during render,
 * which React 18 drops when it rebases the state over a pending update; the old tabs came back and the wizard
 * sent the agent to n1 (…/INS_S1?…&routerPage=INS_S9), a dead end after the last signature.
 */
export function WizardContainer(props: WizardContainerProps) {
  const [search] = useSearchParams();
  const { routerPage } = parseWizardQuery(search, (props.containers ?? appContainers)[props.kind]);
  return <WizardEntry key={routerPage ?? ''} {...props} />;
}

/** One entry of the wizard: its tabs start from the router page it was entered with. */
function WizardEntry({ kind, slots, containers = appContainers }: WizardContainerProps) {
  const container = containers[kind];
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { enterpoint, stepCode } = useParams();
  const [search] = useSearchParams();
  const params = useMemo(() => parseWizardQuery(search, container), [search, container]);
  const { compCode, polInsureType, isPreview } = params;
  const tabs = useWizardTabs(container, params.routerPage, isPreview);
  // The tabs as last rendered: a step may hide the next tab just before its 下一步 moves on (n2 → n3).
  const latestTabs = useRef(tabs.tabs);
  latestTabs.current = tabs.tabs;
  const trans = useTransCode(params.transCode, compCode, polInsureType);
  const { data: insurers } = useProposalInsurers();
  const [checking, setChecking] = useState(false);
  // The drawer is mounted from its first opening on (then it closes with its animation like before).
  const [checkedOnce, setCheckedOnce] = useState(false);
  /** The field a line of 完整性檢查 named, focused once its step shows. */
  const [focus, setFocus] = useState<{ code: string } & FocusRequest>();
  const focused = useCallback(() => setFocus(undefined), []);
  const compName = insurers?.find((i) => i.compCode === compCode)?.compName ?? compCode;
  const logAccess = useWizardAccessLog();
  const log = (methodName: string, actionMsg: string) =>
    logAccess(methodName, actionMsg, { transCode: trans.transCode ?? '', stepCode: stepCode ?? '' });

  useVersionPoll(
    useCallback(() => {
      void modal.warning({ content: shellMessages.VERSION_CHANGED, onOk: reloadPage, onCancel: reloadPage });
    }, [modal]),
  );

  // The step of the address, and the tab it belongs to: its own, or for a step of the flow (AML) the tab before it
  // in the registry, whose 下一步 leads to it.
  const entry = container.entries.find((e) => e.code === stepCode);
  const current = entry && hostTabOf(container, entry.code);
  const inFlow = !!entry && !entry.tab;
  const shown = tabs.tabs.filter((t) => t.show);
  // The latest code (obtained by a save whose navigation runs before the new code rendered), else the rendered
  // one: a new code renders the paths again.
  const { current: latestTransCode, transCode } = trans;
  const pathOf = useCallback(
    (code: string) =>
      wizardPath(kind, code, { ...params, transCode: latestTransCode() ?? transCode }, enterpoint),
    [kind, params, latestTransCode, transCode, enterpoint],
  );
  // Memoised: a re-render of the container (a count, a done mark, the address bar taking a new transCode) gives
  // the step and the screens' context the same values, not new objects to react to.
  const context: StepContext = useMemo(
    () => ({ stepCode: stepCode ?? '', transCode: trans.transCode, compCode, polInsureType, isPreview }),
    [stepCode, trans.transCode, compCode, polInsureType, isPreview],
  );
  const wizard = useMemo<WizardContextValue>(
    () => ({ ...context, ensureTransCode: trans.ensure, backToList: () => navigate(paths.proposal) }),
    [context, trans.ensure, navigate],
  );

  const { disabled: tabDisabled } = tabs;
  /** Opens a tab: its own check first (the check items fetch theirs; an error keeps the agent here). */
  const open = useCallback(
    async (code: string, passed = false) => {
      const target = container.tabs.find((t) => t.code === code);
      // `passed`: the step before it was just done (its mark is not in this render's state yet).
      if (!target || (!passed && tabDisabled(code))) return;
      // The step's definition loads first (a chunk of its own; at once when loaded before); one that fails to load
      // shows in the step's place.
      const line = container.entries.find((e) => e.code === code)?.step;
      const step = line?.loaded() ?? (await line?.definition().catch(() => undefined));
      if (step?.enter && !(await step.enter({ ...context, stepCode: code }))) return;
      navigate(pathOf(code));
    },
    [container, tabDisabled, navigate, pathOf, context],
  );

  const { changed: dropDone, done: markDone, count: setCount, entered } = tabs;
  // Entering a case: the marks from the BFF's verdict, a step without a tab (AML) pending in the tab it follows.
  const marks = useEntryMarks(
    params.transCode,
    isPreview || !!params.routerPage,
    useCallback(
      (pending: ReadonlySet<string>) =>
        entered(new Set([...pending].map((code) => hostTabOf(container, code)?.code ?? code))),
      [entered, container],
    ),
  );
  const changed = useCallback(() => stepCode && dropDone(stepCode), [stepCode, dropDone]);
  const doneOnLoad = useCallback(() => stepCode && markDone(stepCode), [stepCode, markDone]);
  /** The step 上一步 went back to: its done mark drops when its route shows (see handlePrevious). */
  const backTo = useRef<string | null>(null);
  useEffect(() => {
    if (stepCode && backTo.current === stepCode) dropDone(stepCode);
    backTo.current = null;
  }, [stepCode, dropDone]);
  // A step refusing fields is not done: its mark drops (never "✓ 要保人(18)", issue 41 item 5).
  const counted = useCallback(
    (n: number) => {
      if (!stepCode) return;
      setCount(stepCode, n);
      if (n > 0) dropDone(stepCode);
    },
    [stepCode, setCount, dropDone],
  );

  const leave = () => {
    log('leave', '離開');
    modal.confirm({
      content: proposalMessages.LEAVE_WIZARD,
      okText: '確定',
      cancelText: '取消',
      onOk: () => navigate(paths.proposal),
    });
  };

  const stepOf = (code: string) => container.entries.find((e) => e.code === code)?.step;
  /** The steps of the flow without a place among the tabs of spec 3 §2 (AML): each shown as a tab after its own. */
  const flowSteps = container.entries.filter((e) => !e.tab);
  const titleOf = (code: string) => stepOf(code)?.title ?? code;
  const first = shown[0]?.code;
  const visible = entry && current && shown.some((t) => t.code === current.code);
  // A case reopened on a later step (a reload): its marks first, then whether the step is open.
  if (visible && marks.waiting && tabs.disabled(current.code)) {
    return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  }
  if (!visible || tabs.disabled(current.code)) {
    return first ? <Navigate to={pathOf(first)} replace /> : null;
  }
  // A step without a tab opens once the tab it follows passed (in preview, always).
  if (inFlow && !isPreview && !tabs.tabs.find((t) => t.code === current.code)?.done) {
    return <Navigate to={pathOf(current.code)} replace />;
  }
  // 上一步 of a step without a tab goes back to its tab; 下一步 follows the flow.
  const previous = inFlow ? current.code : neighbour(tabs.tabs, current.code, -1);
  const next = flowAfter(container, tabs.tabs, entry.code)?.code;

  const stepHost = (
    <WizardSlotsContext.Provider value={slots}>
      <WizardContext.Provider value={wizard}>
        <StepLoader
          key={entry.code}
          step={entry.step}
          context={context}
          tempSave={entry.tempSave}
          onPrevious={previous ? () => void handlePrevious(previous) : undefined}
          onNext={next ? () => void handleNext(current.code, entry.code) : undefined}
          onSaved={() => navigate(pathOf(current.code), { replace: true })}
          onChanged={changed}
          onDone={doneOnLoad}
          onCount={counted}
          ensureTransCode={trans.ensure}
          focus={focus?.code === entry.code ? focus : undefined}
          onFocused={focused}
          onTabs={({ show = [], hide = [] }) => {
            const codesOf = (keys: readonly string[]) =>
              container.tabs.filter((t) => keys.includes(t.tab)).map((t) => t.code);
            flushSync(() => {
              tabs.shown(codesOf(show), true);
              tabs.shown(codesOf(hide), false);
            });
          }}
        />
      </WizardContext.Provider>
    </WizardSlotsContext.Provider>
  );

  return (
    <PageContainer
      title={`${WIZARD_TITLE} - ${compName}（${container.note}）`}
      tags={isPreview ? <Tag color="blue">預覽</Tag> : undefined}
      extra={
        <>
          <Button
            onClick={() => {
              setCheckedOnce(true);
              setChecking(true);
            }}
          >
            完整性檢查
          </Button>
          <Button onClick={leave}>離開</Button>
        </>
      }
    >
      {checkedOnce && (
        <Suspense fallback={null}>
          <CompletenessPanel
            open={checking}
            onClose={() => setChecking(false)}
            transCode={trans.transCode}
            onOpen={(code, field) => {
              setChecking(false);
              if (field) setFocus({ code, field });
              if (container.entries.some((e) => e.code === code && !e.tab)) navigate(pathOf(code));
              // A tab still closed (tabs open in sequence): the first one the agent has to pass.
              else if (shown.some((t) => t.code === code))
                void open(tabs.disabled(code) ? (shown.find((t) => !t.done)?.code ?? code) : code);
            }}
          />
        </Suspense>
      )}
      {/* WAI-ARIA tabs with manual activation (antd's): arrow keys, Home and End move the focus along the tabs,
          Enter or Space opens the focused one (opening a step loads it and may be refused by its check, so a
          focus move alone never opens it). The step is the active tab's panel, which the tab's aria-controls names. */}
      <Tabs
        activeKey={entry.code}
        onChange={(code) => {
          log('changeTab', titleOf(code));
          if (flowSteps.some((e) => e.code === code)) navigate(pathOf(code));
          else void open(code);
        }}
        items={shown.flatMap((t) => [
          {
            key: t.code,
            label: (
              <span data-done={isMarked(t) || undefined}>
                {isMarked(t) ? '✓ ' : ''}
                {tabLabel(titleOf(t.code), t.count)}
              </span>
            ),
            disabled: tabs.disabled(t.code),
            children: t.code === entry.code ? stepHost : null,
          },
          // A step of the flow (AML) has a tab of its own right after the tab it follows, highlighted while it
          // shows (issue 41 item 7: the highlighted 附件上傳 read as the AML step's); it opens once that tab passed.
          ...flowSteps
            .filter((e) => hostTabOf(container, e.code)?.code === t.code)
            .map((e) => ({
              key: e.code,
              label: titleOf(e.code),
              disabled: !isPreview && !t.done,
              children: e.code === entry.code ? stepHost : null,
            })),
        ])}
      />
    </PageContainer>
  );

  /**
   * 上一步 drops the done mark of the step gone back to (the agent passes its 下一步 again), once its route shows:
   * dropped before, the step still shown would read as disabled and send the agent to the first tab.
   */
  function handlePrevious(code: string) {
    if (!isPreview) backTo.current = code;
    navigate(pathOf(code));
  }

  /**
   * 下一步 of the step `code` shown in the tab `from`: the next step of the flow (n5's opens the AML step, which has
   * no tab; docs/decisions.md, issue 12), else the next tab, as shown once the step's own 下一步 changed the tabs.
   */
  async function handleNext(from: string, code: string) {
    const to = flowAfter(container, latestTabs.current, code);
    if (!to) return;
    // The done mark must be in the state the next route renders with (else the tab reads as disabled).
    if (!isPreview) flushSync(() => tabs.done(from));
    if (!to.tab) return navigate(pathOf(to.code));
    if (!isPreview && !(await otherTabsComplete(from, to.code))) return;
    void open(to.code, true);
  }

  /** The other tabs' stored data against their schemas; unmet ones get their count and the alert (both wizards). */
  async function otherTabsComplete(from: string, to: string): Promise<boolean> {
    const counts = await unmetTabs(tabs.tabs, stepOf, { ...context, transCode: trans.current() }, from, to);
    for (const { code, count } of counts) {
      tabs.count(code, count);
    }
    const unmet = counts.filter((c) => c.count > 0).map((c) => titleOf(c.code));
    if (unmet.length === 0) return true;
    void modal.warning({ content: container.unmetTabsMessage(unmet), okText: '確定' });
    return false;
  }
}
