/** Fired on window as the session reminder opens (spec 1 §4): open drafts save themselves (issue 10 autosave). */
export const SESSION_REMIND_EVENT = 'ap:session-remind';
