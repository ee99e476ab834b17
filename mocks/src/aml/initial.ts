export type Annex = Record<string, string>;

/** The AML part of the mock's world (annexes by transCode, forced replies); replaced by resetState(). */
export function initialAml() {
  return {
    risk: new Map<string, Annex>(),
    edd: new Map<string, Annex>(),
    scores: new Map<string, number>(),
    /** Cases whose agentFilesFinish the core accepted (issue 20); a later risk or EDD save clears the mark. */
    finished: new Set<string>(),
    scoreMode: null as string | null,
    finishMode: null as string | null,
  };
}
