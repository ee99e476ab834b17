import { Suspense, useContext, useEffect, useRef, useState } from 'react';
import { App, Button, Space, Spin } from 'antd';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { customerStepMessages, proposalMessages } from '@agent-portal/contracts/messages';
import { SIDE_ACTIONS_GUTTER, SideActions } from '@/components/side-actions';
import { useButtonLock } from '@/hooks/use-button-lock';
import { ApiError, type ErrorBody } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dayjs';
import { useLoad } from '@/lib/use-load';
import { useWizardAccessLog } from '../hooks/use-wizard-access-log';
import { useAutosave } from '../hooks/use-autosave';
import { StepRulesContext } from '../hooks/step-rules-context';
import { WizardContext } from '../hooks/wizard-context';
import { BACK_TO_LIST, type StepContext, type StepDefinition, type TabChange } from '../registry/types';
import { countErrors, errorMessagesOf } from '../utils/count-errors';
import { typedData } from '../utils/typed-data';
import { AutosaveIndicator } from './autosave-indicator';
import { StepLoadFailed } from './step-load-failed';

/** Refusals that end the build (the name check said E, spec 3 §8, spec 2 §8): after the alert, the proposal list. */
const ENDS_THE_BUILD: ReadonlySet<string> = new Set(['NAME_CHECK_STOPPED']);
const endsTheBuild = (error: unknown) => error instanceof ApiError && ENDS_THE_BUILD.has(error.body.code);

/** A failed save was shown by the api client; the agent stays on the step. Anything else is a bug: rethrown. */
function shownByClient(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  console.warn('step save failed', error.body.requestId, error.body.code);
}

const savedTime = (at: string | null | undefined) =>
  at ? formatDateTime(at) : customerStepMessages.DRAFT_TIME_UNKNOWN;

/** How a save was made, to send it again the same way (覆蓋 after a conflict). */
interface SaveKind {
  temporary: boolean;
  autosave: boolean;
}

export interface StepHostProps<V extends FieldValues> {
  step: StepDefinition<V>;
  context: StepContext;
  /** 暫存 shows (not on n5/n8 mobile, n5 remote, never in preview). */
  tempSave: boolean;
  onPrevious?: () => void;
  /** The step was saved (or, in preview, just passed): go on. */
  onNext?: () => void;
  /** After a temporary save (the address takes a newly obtained transaction code). */
  onSaved: () => void;
  onChanged: () => void;
  /** The loaded values count as passed (`step.doneOnLoad`): the tab's done mark; a change drops it again. */
  onDone?: () => void;
  onCount: (count: number) => void;
  ensureTransCode: () => Promise<string>;
  /** Tabs the step shows or hides after its 下一步 (n2 → n3). */
  onTabs?: (change: TabChange) => void;
  /** A field to show and focus once loaded (a line of 完整性檢查, issue 41 item 2); each request a new object. */
  focus?: FocusRequest;
  /** The focus request was served (the container forgets it: entering the step later focuses nothing). */
  onFocused?: () => void;
}

/** A field of the step the agent asked to see: its check runs (its message shows) and it takes the focus. */
export interface FocusRequest {
  field: string;
}

/**
 * One step inside the container: loads its values, runs its schema through react-hook-form, and drives the
 * generic buttons: 上一步, 暫存 (no validation), 下一步 (validate, save, done). Preview skips every check.
 */
export function StepHost<V extends FieldValues>(props: StepHostProps<V>) {
  const {
    step,
    context,
    tempSave,
    onPrevious,
    onNext,
    onSaved,
    onChanged,
    onDone,
    onCount,
    ensureTransCode,
    onTabs,
    focus,
    onFocused,
  } = props;
  const { message, modal } = App.useApp();
  const wizard = useContext(WizardContext);
  // The step's values and its schema's context, loaded once per step (and per retry): a transaction code obtained
  // by this step's own save must not reload its form. The form takes them before the step renders.
  const load = useLoad(
    ['step', context.stepCode],
    () => Promise.all([step.load({ ...context, fillsForm: true }), step.validationContext?.(context) ?? {}]),
    {
      onSuccess: ([values]) => {
        form.reset(values);
        if (!context.isPreview && step.doneOnLoad?.(values)) onDone?.();
      },
      onError: (error: unknown) => {
        if (endsTheBuild(error)) return wizard?.backToList();
        console.warn('step load failed', error instanceof ApiError ? error.body.code : error);
      },
    },
  );
  const loaded = load.data !== undefined;
  /** Preview, or a step its loaded values make read-only: no field, no save, no action but 上一步. */
  const readOnly = context.isPreview || (!!load.data && !!step.readOnlyOnLoad?.(load.data[0]));
  /** The load failed (the api client showed why): a retry instead of an endless spinner. */
  const failed = !loaded && load.error !== undefined;
  const schemaResolver: Resolver<V> = yupResolver(step.schema);
  const form = useForm<V>({
    // The schema sees the step's derived values (`derive`), as the save does.
    resolver: (values, ...rest) => schemaResolver(step.derive ? step.derive(values) : values, ...rest),
    defaultValues: {} as DefaultValues<V>,
    context: load.data?.[1],
  });
  const lock = useButtonLock();
  // The row of buttons a step with its own buttons renders them into (step.ownActions).
  const [actionsRow, setActionsRow] = useState<HTMLElement | null>(null);
  const logAccess = useWizardAccessLog();
  const log = (methodName: string) =>
    logAccess(methodName, step.title, { transCode: context.transCode, stepCode: context.stepCode });

  // Validation on entry (spec 3 §4, n3 with legStatus W): once the loaded values and their context rendered.
  useEffect(() => {
    if (loaded && step.validateOnEntry?.(form.getValues())) void form.trigger();
  }, [loaded, step, form]);

  // The field a line of 完整性檢查 named: its message shows and it takes the focus (the browser scrolls to it).
  useEffect(() => {
    if (!loaded || !focus) return;
    const field = focus.field as Path<V>;
    void form.trigger(field).then(() => {
      form.setFocus(field);
      onFocused?.();
    });
  }, [loaded, focus, form, onFocused]);

  useEffect(() => {
    const watching = form.watch((_values, { type }) => type === 'change' && onChanged());
    return () => watching.unsubscribe();
  }, [form, onChanged]);

  const count = countErrors(form.formState.errors);
  useEffect(() => onCount(count), [count, onCount]);

  /** A code this step's own save obtained, before the container's new context rendered. */
  const obtained = useRef(false);
  /**
   * Issue 22 item 7: a new case (no transaction code yet) is created in the core only by a save holding data the
   * agent typed; opening, focusing, typing then clearing leave nothing.
   */
  const worthSaving = (values: V) =>
    !!context.transCode || obtained.current || typedData(load.data?.[0], values);
  /** The last save's kind, sent again by 覆蓋. */
  const lastKind = useRef<SaveKind>({ temporary: true, autosave: true });
  const save = async (values: V, temporary: boolean, autosave = false, overwrite?: number) => {
    lastKind.current = { temporary, autosave };
    const transCode = await ensureTransCode();
    obtained.current = true;
    await step.save(
      { ...context, transCode, temporary, autosave, ...(overwrite === undefined ? {} : { overwrite }) },
      step.derive ? step.derive(values) : values,
    );
  };
  /** The conflict's choice is open: a second refusal meanwhile does not open another. */
  const choosing = useRef(false);
  /**
   * Another tab saved this step since this tab's revision (409 DRAFT_CONFLICT, issue 22 item 6): the agent
   * chooses between the newer draft (reloaded into the form, this tab's unsaved changes dropped) and overwriting
   * it knowingly (the save sent again naming the newer revision).
   */
  const offerChoice = (error: ErrorBody) => {
    if (choosing.current) return;
    choosing.current = true;
    const { conflict } = error;
    modal.confirm({
      title: customerStepMessages.DRAFT_CONFLICT_TITLE,
      content: (
        <>
          <p>{error.message}</p>
          <p>
            {customerStepMessages.DRAFT_CONFLICT_TIMES(
              savedTime(conflict?.savedAt),
              savedTime(conflict?.latestSavedAt),
            )}
          </p>
        </>
      ),
      okText: customerStepMessages.DRAFT_CONFLICT_RELOAD,
      cancelText: customerStepMessages.DRAFT_CONFLICT_OVERWRITE,
      closable: false,
      maskClosable: false,
      keyboard: false,
      onOk: () => {
        choosing.current = false;
        auto.resume();
        load.retry();
      },
      onCancel: () => {
        choosing.current = false;
        if (conflict) void overwrite(conflict.latestRevision);
      },
    });
  };
  const auto = useAutosave(
    form,
    !!step.autosave && !readOnly,
    async (values) => {
      await save(values, true, true);
      // A new case's first autosave obtained its transaction code: the address bar takes it (reopen, other tabs).
      if (!context.transCode) onSaved();
    },
    { worthSaving, onConflict: offerChoice },
  );
  /** A refused save: a conflict offers the choice; anything else the api client showed (or the message does). */
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const { code, fill } = error.body;
    if (code === 'DRAFT_CONFLICT') auto.conflict(error.body);
    else if (fill) {
      // A refusal naming values (issue 41: the 前次 figures the insured's finance must match): they go into the
      // form and the message stays until the agent closes it.
      for (const [k, v] of Object.entries(fill)) form.setValue(k as Path<V>, v as PathValue<V, Path<V>>);
      modal.warning({ content: error.body.message, okText: '確定' });
    } else void message.error(error.body.message);
  };
  /** 覆蓋: the last save sent again over the newer revision, with the form's values now. */
  const overwrite = (latestRevision: number) => {
    const { temporary, autosave } = lastKind.current;
    auto.resume();
    return auto
      .exclusive(() => save(form.getValues(), temporary, autosave, latestRevision))
      .then(auto.saved, refused);
  };
  /** A save of the buttons, after any autosave in flight; a refused revision offers the choice. */
  const buttonSave = (values: V, temporary: boolean) =>
    auto
      .own(() => save(values, temporary))
      .then(auto.saved, (error: unknown) => {
        refused(error);
        throw error;
      });

  /** 下一步's refusals the spec shows as an alert (`step.alertOnNext`), in one alert. */
  const alertRefusals = (errors: FieldErrors<V>) => {
    const alerts = step.alertOnNext ? errorMessagesOf(errors).filter(step.alertOnNext) : [];
    if (alerts.length) modal.warning({ content: [...new Set(alerts)].join(' '), okText: '確定' });
  };
  const next = () =>
    lock.run(async () => {
      log('next');
      if (context.isPreview) return onNext?.();
      await form.handleSubmit(async (checked) => {
        const alert = (kind: 'error' | 'warning', content: string) =>
          new Promise<void>((resolve) => {
            modal[kind]({ content, okText: '確定', onOk: () => resolve(), onCancel: () => resolve() });
          });
        const values = step.beforeNext
          ? await step.beforeNext({ ...context, transCode: await ensureTransCode() }, checked, alert)
          : checked;
        if (!values) return;
        if (values === BACK_TO_LIST) return wizard?.backToList();
        // What beforeNext changed (cusCheck, amlResult) goes back into the form, key by key of V.
        for (const k of Object.keys(values) as Path<V>[])
          if (checked[k] !== values[k]) form.setValue(k, values[k] as PathValue<V, Path<V>>);
        await buttonSave(values, false);
        const change = await step.afterNext?.({ ...context, transCode: await ensureTransCode() });
        if (change) onTabs?.(change);
        onNext?.();
      }, alertRefusals)();
    });

  /**
   * 下一步's validation and save without moving on (the screen's own final action, e.g. n7's jump): after any
   * autosave in flight, and none left pending, so a later draft never lands over the final save.
   */
  const submit = async (): Promise<boolean> => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      await buttonSave(values, false);
      saved = true;
    })();
    return saved;
  };

  /** 清除, once confirmed: every field the step clears, as the agent's change (the done mark drops, autosave). */
  const clearAll = (clear: (values: V) => V) =>
    modal.confirm({
      content: customerStepMessages.CLEAR_ALL_CONFIRM,
      okText: '確定',
      cancelText: '取消',
      onOk: () => {
        log('clearAll');
        const cleared = clear(form.getValues());
        for (const k of Object.keys(cleared) as Path<V>[])
          form.setValue(k, cleared[k] as PathValue<V, Path<V>>, { shouldDirty: true });
        // The count in the tab follows: recounted once the agent asked for the checks, else nothing shown.
        if (form.formState.isSubmitted) void form.trigger();
        else form.clearErrors();
        onChanged();
      },
    });

  const temporarySave = () =>
    lock.run(async () => {
      log('temporarySave');
      if (!worthSaving(form.getValues())) {
        void message.info(proposalMessages.NOTHING_TO_SAVE);
        return;
      }
      await buttonSave(form.getValues(), true);
      void message.success(proposalMessages.TEMP_SAVED);
      // A temporary save marks the step as not done (spec 3 §4): the agent passes its 下一步 again.
      onChanged();
      onSaved();
    });

  if (failed) return <StepLoadFailed onRetry={load.retry} />;
  if (!loaded) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  // The side copies (step.sideActions) are out of the tab order: the buttons under the form are the keyboard's.
  const previousButton = (side = false) =>
    onPrevious && (
      <Button
        tabIndex={side ? -1 : undefined}
        onClick={() => {
          log('previous');
          onPrevious();
        }}
      >
        上一步
      </Button>
    );
  const nextButton = (side = false) =>
    onNext && (
      <Button
        type="primary"
        tabIndex={side ? -1 : undefined}
        onClick={() =>
          void next()?.catch((error: unknown) =>
            endsTheBuild(error) ? wizard?.backToList() : shownByClient(error),
          )
        }
        loading={lock.locked}
        disabled={lock.locked || (readOnly && !context.isPreview)}
      >
        下一步
      </Button>
    );
  const side = step.sideActions && (onPrevious || onNext);
  return (
    <div style={side ? { paddingRight: SIDE_ACTIONS_GUTTER } : undefined}>
      {side && (
        <SideActions>
          {previousButton(true)}
          {nextButton(true)}
        </SideActions>
      )}
      {/* The form's context: field groups shared by steps read the part of the values they know (PartyFields). */}
      <FormProvider {...form}>
        <StepRulesContext.Provider value={load.data?.[1]}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
            {/* A step read-only by its values disables its own fields (its viewing buttons, e.g. a PDF, stay). */}
            <fieldset disabled={context.isPreview} style={{ border: 0, padding: 0, margin: 0 }}>
              <step.Screen
                control={form.control}
                readOnly={readOnly}
                stepCode={context.stepCode}
                setValue={form.setValue}
                transCode={context.transCode}
                context={context}
                submit={submit}
                actionsRow={actionsRow}
              />
            </fieldset>
          </Suspense>
        </StepRulesContext.Provider>
      </FormProvider>
      <Space style={{ marginTop: 24 }}>
        {step.clear && !context.isPreview && (
          // The name says what is cleared: the address boxes have a 清除 of their own.
          <Button aria-label="清除本頁資料" disabled={readOnly} onClick={() => clearAll(step.clear!)}>
            清除
          </Button>
        )}
        {previousButton()}
        {tempSave && !context.isPreview && (
          <Button
            onClick={() => void temporarySave()?.catch(shownByClient)}
            loading={lock.locked}
            disabled={lock.locked || readOnly}
          >
            暫存
          </Button>
        )}
        {step.ownActions && <span ref={setActionsRow} style={{ display: 'inline-flex', gap: 8 }} />}
        {nextButton()}
        {step.autosave && !readOnly && <AutosaveIndicator state={auto.state} />}
      </Space>
    </div>
  );
}
