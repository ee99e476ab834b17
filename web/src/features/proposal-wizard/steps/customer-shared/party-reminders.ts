import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PartyValues } from '@agent-portal/contracts/validation/customer-data';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { US_NATIONALITY, ageChangedSinceDraft } from '@agent-portal/contracts/rules';

/** Whose record the fields hold, as the reminders name the party. */
export type PartyKind = 'O' | 'I';
const PARTY_LABEL: Record<PartyKind, string> = { O: '要保人', I: '被保險人' };

/**
 * The age-changed reminder of spec 3 §8: on load, when the insurance age stored with the draft differs from the
 * one its birth date gives today (a draft resumed after a birthday or a half-year boundary). Once per opening.
 */
export function useAgeChangedReminder(party: PartyKind): void {
  const { modal } = App.useApp();
  const { control } = useFormContext<PartyValues>();
  const [insureAge, yy, mm, dd] = useWatch({ control, name: ['insureAge', 'birthYy', 'birthMm', 'birthDd'] });
  // The values as loaded: the derived ages are recalculated right after the first render.
  const loaded = useRef({ insureAge, yy, mm, dd });
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    const l = loaded.current;
    const changed = ageChangedSinceDraft(l.insureAge, l.yy, l.mm, l.dd);
    if (changed) {
      void modal.info({
        content: customerStepMessages.AGE_CHANGED(PARTY_LABEL[party], changed.before, changed.after),
        okText: '確定',
      });
    }
  }, [modal, party]);
}

/**
 * A US nationality for the policyholder is refused and the ID cleared (spec 3 §5), whether the agent picked it or
 * an ID lookup brought it; the lookup's lock goes with the ID. The schema keeps refusing the nationality.
 */
export function useUsNationalityRefusal(): void {
  const { modal } = App.useApp();
  const { control, setValue } = useFormContext<PartyValues>();
  const nationality = useWatch({ control, name: 'nationality' });
  const before = useRef(nationality);
  useEffect(() => {
    const was = before.current;
    before.current = nationality;
    if (was === nationality || nationality !== US_NATIONALITY) return;
    setValue('cusIdn', '', { shouldDirty: true, shouldValidate: true });
    setValue('getDataYn', '', { shouldDirty: true });
    setValue('nationality', nationality, { shouldDirty: true, shouldValidate: true });
    void modal.warning({ content: customerStepMessages.US_NATIONALITY_CLEARED, okText: '確定' });
  }, [nationality, setValue, modal]);
}
