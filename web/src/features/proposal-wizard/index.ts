// The wizard. What the list and the shell open (the dialogs, the signing jump) is in ./dialogs.ts, which loads
// without the step registry.
export { WizardContainer } from './components/wizard-container';
// What app/ hands the wizard from other features (the signing screens) and the jump they call back (issue 21).
export type { WizardSlots, SigningJumpHandler } from './hooks/wizard-slots';
// The wizard's access log (spec 2 §7) and the open case, for a step's own buttons.
export { useWizardAccessLog, WIZARD_ACCESS_LOG_PROGRAM } from './hooks/use-wizard-access-log';
export { useWizardContext, type WizardContextValue } from './hooks/wizard-context';
