import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, App, Button, Space, Spin, Tabs } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { amlMessages as am } from '@agent-portal/contracts/messages';
import { eddFormSchema, riskFormSchema } from '@agent-portal/contracts/validation';
import { useButtonLock } from '@/hooks/use-button-lock';
import { logProposalAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { useLoad } from '@/lib/use-load';
import { getAml, postAmlEdd, postAmlFinish, postAmlRisk, type EddForm, type RiskForm } from './aml-api';
import { SendDateDialog } from '@/components/send-date/lazy-send-date-dialog';
import { AML_STEP_CODE } from './place';
import { EddFormFields } from './edd-form-fields';
import { RiskFormFields } from './risk-form-fields';
import { useAmlOptions } from './use-aml-options';
import { answersKey, temporarySaveNotice } from './temporary-save-notice';

export interface AmlFormProps {
  transCode: string;
  /** 洗錢資料重送 from the list: finishing needs a passed 檢查漏勾漏填 first (spec 2 §8). */
  moneyLaundMode: boolean;
  readOnly?: boolean;
  onPrevious?: () => void;
  /** Finished (agentFilesFinish done, its alerts shown). */
  onFinished: () => void;
  /** A form was written to the core (the core then awaits a new 完成). */
  onSaved?: () => void;
  /** Risk-score 0125 (batch data not in yet): the view is closed after the alert. */
  onForceClose: () => void;
  /**
   * The agent changed the answers of a form (the wizard's step autosaves them, issue 22 item 5); `edd` undefined:
   * the EDD questionnaire is not asked (any more).
   */
  onAnswers?: (answers: { risk?: RiskForm; edd?: EddForm }) => void;
  /**
   * The wizard step's row of buttons: the form's buttons go there, beside 上一步 and 下一步 (null: the row is not
   * on the page yet). Absent (the list's dialog): they stand under the form.
   */
  actionsIn?: HTMLElement | null;
}

type TabKey = 'risk' | 'edd';
const AML_LOG_PROGRAM = 'ProposalAml';
const RISK_BLANK: RiskForm = {
  idnCode: [],
  idnCodeOther: '',
  idnCheckYn: '',
  commCheckYn: '',
  commOther: '',
  cusJobCode: '',
  riskJobYn: 'N',
  specJobYn: '',
  mlCheckYn: '',
  nameCheckYn: 'N',
  insureSource: '',
  premSource: '',
  cancelTime: '',
  payerCode: '',
};
const EDD_BLANK: EddForm = {
  visitCode: '',
  incomeSource: [],
  incomeSourceOther: '',
  payMode: '',
  payModeOther: '',
};

/**
 * The AML step (spec 2 §2.7, §4.4): tab 1 the risk form, tab 2 the EDD questionnaire when the score is at or above
 * RISK_SCORE_LIMIT (a manager is told to use the paper EDD instead). Buttons: 清除, 上一步, 暫存, 儲存,
 * 檢查漏勾漏填, 完成. Used by the wizard's AML step and by the list's 洗錢資料重送 dialog.
 */
export function AmlForm({
  transCode,
  moneyLaundMode,
  readOnly,
  onPrevious,
  onFinished,
  onSaved,
  onForceClose,
  onAnswers,
  actionsIn,
}: AmlFormProps) {
  const { modal, message } = App.useApp();
  const options = useAmlOptions();
  const lock = useButtonLock();
  const { data, mutate } = useLoad(['aml', transCode], () => getAml(transCode));
  const [tab, setTab] = useState<TabKey>('risk');
  const [checked, setChecked] = useState(false);
  const [askSendDate, setAskSendDate] = useState(false);
  // The forms take the loaded answers once (the load is this mount's and never revalidates).
  const riskValues = useMemo(() => data && { ...RISK_BLANK, ...data.risk }, [data]);
  const eddValues = useMemo(() => data && { ...EDD_BLANK, ...data.eddAnswers }, [data]);
  const risk = useForm<RiskForm>({
    resolver: yupResolver(riskFormSchema) as Resolver<RiskForm>,
    defaultValues: RISK_BLANK,
    values: riskValues,
  });
  const edd = useForm<EddForm>({
    resolver: yupResolver(eddFormSchema) as Resolver<EddForm>,
    defaultValues: EDD_BLANK,
    values: eddValues,
  });
  /** The answers the last button 暫存/儲存 left per form (before the first: those loaded); a change since is the agent's. */
  const buttonSaved = useRef<Partial<Record<TabKey, string>>>({});
  const changedSinceButtonSave = (form: TabKey, answers: object, loaded: object | undefined) =>
    answersKey(answers) !== (buttonSaved.current[form] ?? answersKey(loaded ?? {}));
  const log = (methodName: string) =>
    logProposalAccess(AML_LOG_PROGRAM, methodName, moneyLaundMode ? '洗錢資料重送' : '洗錢防制評估', {
      transCode,
      stepCode: AML_STEP_CODE,
    });

  // Any change voids a passed check. A field the agent changed goes to the step's values (its autosave); the
  // loaded answers and what a field sets from code do not (a temporary save of them would void a finished step).
  const needsEdd = data?.edd === 'edd';
  useEffect(() => {
    const a = risk.watch((_v, { name, type }) => {
      setChecked(false);
      if (name && type === 'change') onAnswers?.({ risk: risk.getValues() });
    });
    const b = edd.watch((_v, { name, type }) => {
      setChecked(false);
      if (name && type === 'change' && needsEdd) onAnswers?.({ edd: edd.getValues() });
    });
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [risk, edd, onAnswers, needsEdd]);
  // The EDD no longer asked (the risk form's 儲存 scored below the limit): nothing of it to autosave.
  const askedEdd = useRef(false);
  useEffect(() => {
    if (needsEdd) askedEdd.current = true;
    else if (askedEdd.current) {
      askedEdd.current = false;
      onAnswers?.({ edd: undefined });
    }
  }, [needsEdd, onAnswers]);

  if (!data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const needEdd = data.edd === 'edd';

  const alert = (content: string, kind: 'warning' | 'info' | 'error' = 'warning') =>
    new Promise<void>((resolve) => {
      modal[kind]({ content, okText: '確定', onOk: () => resolve(), onCancel: () => resolve() });
    });

  /** The client alerted the refusal; 0125 also closes the view. */
  const failed = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    if (error.body.code === 'AML_BATCH_PENDING') onForceClose();
  };

  const run = (name: string, action: () => Promise<void>) => {
    log(name);
    void lock.run(action)?.catch(failed);
  };

  const saveRisk = (temporary: boolean) =>
    run(temporary ? 'riskTemporarySave' : 'riskSave', async () => {
      if (temporary) {
        const answers = risk.getValues();
        const result = await postAmlRisk(transCode, answers, true);
        const notice = temporarySaveNotice(result, changedSinceButtonSave('risk', answers, riskValues));
        buttonSaved.current.risk = answersKey(answers);
        void message[notice.kind](notice.text);
        if (result.result === 'saved') onSaved?.();
        return;
      }
      await risk.handleSubmit(async (values) => {
        const result = await postAmlRisk(transCode, values, false);
        buttonSaved.current.risk = answersKey(values);
        void message.success(result.message);
        onSaved?.();
        const route = result.edd ?? 'none';
        void mutate(
          (d) => d && { ...d, edd: route, lifRiskScore: result.lifRiskScore ?? null, riskDone: true },
          {
            revalidate: false,
          },
        );
        if (route === 'edd') {
          await alert(am.HIGH_RISK);
          setTab('edd');
        } else if (route === 'paper') {
          await alert(am.MANAGER_PAPER_EDD, 'info');
        } else {
          edd.reset(EDD_BLANK);
        }
      })();
    });

  const saveEdd = (temporary: boolean) =>
    run(temporary ? 'eddTemporarySave' : 'eddSave', async () => {
      if (temporary) {
        const answers = edd.getValues();
        const result = await postAmlEdd(transCode, answers, true);
        const notice = temporarySaveNotice(result, changedSinceButtonSave('edd', answers, eddValues));
        buttonSaved.current.edd = answersKey(answers);
        void message[notice.kind](notice.text);
        if (result.result === 'saved') onSaved?.();
        return;
      }
      await edd.handleSubmit(async (values) => {
        const result = await postAmlEdd(transCode, values, false);
        buttonSaved.current.edd = answersKey(values);
        void mutate((d) => d && { ...d, eddDone: true }, { revalidate: false });
        onSaved?.();
        void message.success(result.message);
      })();
    });

  /** 檢查漏勾漏填: every required answer of both tabs; the first tab with a gap opens. */
  const checkAll = async (): Promise<boolean> => {
    const riskOk = await risk.trigger();
    const eddOk = needEdd ? await edd.trigger() : true;
    if (!riskOk) setTab('risk');
    else if (!eddOk) setTab('edd');
    return riskOk && eddOk;
  };

  const check = () =>
    run('checkMissing', async () => {
      const ok = await checkAll();
      setChecked(ok);
      if (ok) void message.success(am.CHECK_PASSED);
    });

  const finish = () =>
    run('finish', async () => {
      if (moneyLaundMode && !checked) return alert(am.CHECK_FIRST);
      if (!moneyLaundMode && !(await checkAll())) return;
      const result = await postAmlFinish(transCode, moneyLaundMode);
      for (const text of result.alerts) await alert(text);
      void message.success(result.message);
      // A remote case without the policyholder's e-mail: the send date is asked before moving on (spec 2 §8).
      if (result.noEmail) setAskSendDate(true);
      else onFinished();
    });

  const clear = () => {
    log('clear');
    modal.confirm({
      content: am.CLEAR_CONFIRM,
      okText: '確定',
      cancelText: '取消',
      onOk: () => {
        if (tab === 'risk') {
          // The system's fields stay: the stored occupation and the name check.
          const [cusJobCode, nameCheckYn] = risk.getValues(['cusJobCode', 'nameCheckYn']);
          risk.reset({ ...RISK_BLANK, cusJobCode, nameCheckYn }, { keepDefaultValues: true });
          onAnswers?.({ risk: risk.getValues() });
        } else {
          edd.reset(EDD_BLANK, { keepDefaultValues: true });
          onAnswers?.({ edd: edd.getValues() });
        }
        setChecked(false);
      },
    });
  };

  const score = data.lifRiskScore;
  const busy = { loading: lock.locked, disabled: lock.locked };
  const buttons = (
    <>
      {!readOnly && <Button onClick={clear}>清除</Button>}
      {onPrevious && <Button onClick={onPrevious}>上一步</Button>}
      {!readOnly && (
        <>
          <Button {...busy} onClick={() => (tab === 'risk' ? saveRisk(true) : saveEdd(true))}>
            暫存
          </Button>
          <Button {...busy} onClick={() => (tab === 'risk' ? saveRisk(false) : saveEdd(false))}>
            儲存
          </Button>
          <Button {...busy} onClick={check}>
            檢查漏勾漏填
          </Button>
          <Button type="primary" {...busy} onClick={finish}>
            完成
          </Button>
        </>
      )}
    </>
  );
  return (
    <>
      {score !== null && (
        <Alert
          type={score >= data.riskScoreLimit ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 16 }}
          message={am.RISK_SCORE(score, data.riskScoreLimit)}
          description={data.edd === 'paper' ? am.MANAGER_PAPER_EDD : undefined}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        items={[
          {
            key: 'risk',
            label: '客戶身分及洗錢資恐風險評估',
            children: (
              <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
                <RiskFormFields control={risk.control} data={data} options={options} />
              </fieldset>
            ),
          },
          ...(needEdd
            ? [
                {
                  key: 'edd',
                  label: '高風險客戶盡職調查(EDD)',
                  children: (
                    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
                      <EddFormFields control={edd.control} options={options} />
                    </fieldset>
                  ),
                },
              ]
            : []),
        ]}
      />
      {actionsIn === undefined ? (
        <Space wrap style={{ marginTop: 16 }}>
          {buttons}
        </Space>
      ) : (
        actionsIn && createPortal(buttons, actionsIn)
      )}
      <SendDateDialog
        transCode={askSendDate ? transCode : null}
        progClassName={AML_LOG_PROGRAM}
        note={am.NO_EMAIL_SEND_DATE}
        onClose={() => {
          // Not posted yet: the list's 寄送日期 takes it later.
          setAskSendDate(false);
          onFinished();
        }}
        onSaved={() => {
          setAskSendDate(false);
          onFinished();
        }}
      />
    </>
  );
}
