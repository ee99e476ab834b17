import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { App, Button, Tabs, Tag } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { proposalMessages, shellMessages } from '@agent-portal/contracts/messages';
import { paths, wizardPath, type WizardKind } from '@/config/paths';
import { useVersionPoll } from '@/hooks/use-version-poll';
import { logAccess } from '@/lib/access-log';
import { reloadPage } from '@/lib/reload';
import { useProposalInsurers } from '../api/get-insurers';
import { useTransCode } from '../hooks/use-trans-code';
import { useWizardTabs } from '../hooks/use-wizard-tabs';
import { containers } from '../registry/containers';
import { steps } from '../registry/steps';
import type { StepContext } from '../registry/types';
import { neighbour, tabLabel } from '../utils/tab-state';
import { parseWizardQuery } from '../utils/wizard-query';
import { CompletenessPanel } from './completeness-panel';
import { StepHost } from './step-host';

/** The wizard's title (spec 2 §2.10): 要保書建置 - {insurer}（行動投保 / 遠距投保）. */
const WIZARD_TITLE = '要保書建置';

/**
 * The tab container of both wizards (spec 2 §2.3, §2.4, §2.10; spec 3 §2): tabs with show/disabled/done/count,
 * opened in sequence, router-page entry, previous/next, 暫存, leave confirmation, preview, the version check.
 */
export function WizardContainer({ kind }: { kind: WizardKind }) {
  const container = containers[kind];
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { enterpoint, stepCode } = useParams();
  const [search] = useSearchParams();
  const params = useMemo(() => parseWizardQuery(search, container), [search, container]);
  const { compCode, polInsureType, isPreview } = params;
  const tabs = useWizardTabs(container, params.routerPage, isPreview);
  const trans = useTransCode(params.transCode, compCode, polInsureType);
  const { data: insurers } = useProposalInsurers();
  const [checking, setChecking] = useState(false);
  const compName = insurers?.find((i) => i.compCode === compCode)?.compName ?? compCode;

  useVersionPoll(
    useCallback(() => {
      void modal.warning({ content: shellMessages.VERSION_CHANGED, onOk: reloadPage, onCancel: reloadPage });
    }, [modal]),
  );

  const current = container.tabs.find((t) => t.code === stepCode);
  const shown = tabs.tabs.filter((t) => t.show);
  const pathOf = useCallback(
    (code: string) => wizardPath(kind, code, { ...params, transCode: trans.current() }, enterpoint),
    // trans.transCode: a new code renders the paths again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, params, trans.transCode, enterpoint],
  );
  const context: StepContext = {
    stepCode: stepCode ?? '',
    transCode: trans.transCode,
    compCode,
    polInsureType,
    isPreview,
  };

  /** Opens a tab: its own check first (the check items fetch theirs; an error keeps the agent here). */
  const open = useCallback(
    async (code: string, passed = false) => {
      const target = container.tabs.find((t) => t.code === code);
      // `passed`: the step before it was just done (its mark is not in this render's state yet).
      if (!target || (!passed && tabs.disabled(code))) return;
      const enter = steps[target.tab].enter;
      if (enter && !(await enter({ ...context, stepCode: code }))) return;
      navigate(pathOf(code));
    },
    // `context` is rebuilt each render from the values listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [container, tabs.disabled, navigate, pathOf, trans.transCode, compCode, polInsureType, isPreview],
  );

  const { changed: dropDone, count: setCount } = tabs;
  const changed = useCallback(() => stepCode && dropDone(stepCode), [stepCode, dropDone]);
  const counted = useCallback((n: number) => stepCode && setCount(stepCode, n), [stepCode, setCount]);

  const leave = () => {
    logAccess('ProposalSteps', 'leave', '', { transCode: trans.transCode, stepCode });
    modal.confirm({
      content: proposalMessages.LEAVE_WIZARD,
      okText: '確定',
      cancelText: '取消',
      onOk: () => navigate(paths.proposal),
    });
  };

  const titleOf = (code: string) => {
    const tab = container.tabs.find((c) => c.code === code)?.tab;
    return tab ? steps[tab].title : code;
  };
  const first = shown[0]?.code;
  const visible = current && shown.some((t) => t.code === current.code);
  if (!visible || tabs.disabled(current.code)) {
    return first ? <Navigate to={pathOf(first)} replace /> : null;
  }
  const previous = neighbour(tabs.tabs, current.code, -1);
  const next = neighbour(tabs.tabs, current.code, 1);
  const step = steps[current.tab];

  return (
    <PageContainer
      title={`${WIZARD_TITLE} - ${compName}（${container.note}）`}
      tags={isPreview ? <Tag color="blue">預覽</Tag> : undefined}
      extra={
        <>
          <Button onClick={() => setChecking(true)}>完整性檢查</Button>
          <Button onClick={leave}>離開</Button>
        </>
      }
    >
      <CompletenessPanel
        open={checking}
        onClose={() => setChecking(false)}
        tabs={tabs.tabs}
        titleOf={titleOf}
        onOpen={(code) => {
          setChecking(false);
          void open(code);
        }}
        transCode={trans.transCode}
        signingCode={container.tabs.find((t) => t.tab === 'n8')?.code}
      />
      <Tabs
        activeKey={current.code}
        onChange={(code) => void open(code)}
        items={shown.map((t) => ({
          key: t.code,
          label: (
            <span data-done={t.done || undefined}>
              {t.done ? '✓ ' : ''}
              {tabLabel(titleOf(t.code), t.count)}
            </span>
          ),
          disabled: tabs.disabled(t.code),
        }))}
      />
      <StepHost
        key={current.code}
        step={step}
        context={context}
        tempSave={current.tempSave}
        onPrevious={previous ? () => void handlePrevious(previous) : undefined}
        onNext={next ? () => handleNext(current.code, next) : undefined}
        onSaved={() => navigate(pathOf(current.code), { replace: true })}
        onChanged={changed}
        onCount={counted}
        ensureTransCode={trans.ensure}
      />
    </PageContainer>
  );

  /** 上一步 drops the done mark of the step gone back to: the agent passes its 下一步 again. */
  function handlePrevious(code: string) {
    if (!isPreview) tabs.changed(code);
    navigate(pathOf(code));
  }

  function handleNext(from: string, to: string) {
    // The done mark must be in the state the next route renders with (else the tab reads as disabled).
    if (!isPreview) flushSync(() => tabs.done(from));
    void open(to, true);
  }
}
