import { amlMessages as am } from '@agent-portal/contracts/messages';

/** A form's answers as one comparable text (the keys in order, whatever order the form holds them in). */
export const answersKey = (answers: object): string =>
  JSON.stringify(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * What a button's 暫存 of the risk form or the EDD tells the agent (issue 41): the core's answer, except that
 * "unchanged" after the agent changed the answers means the step's autosave already stored them: 已自動暫存, not
 * 資料無異動. `changedByAgent`: the answers differ from those loaded or left by the last button save.
 */
export function temporarySaveNotice(
  answer: { result: 'saved' | 'unchanged'; message: string },
  changedByAgent: boolean,
): { kind: 'success' | 'info'; text: string } {
  if (answer.result === 'saved') return { kind: 'success', text: answer.message };
  return changedByAgent ? { kind: 'success', text: am.AUTOSAVED } : { kind: 'info', text: answer.message };
}
