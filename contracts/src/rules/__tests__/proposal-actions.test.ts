import {
  allowedRowActions,
  canEnterSendDate,
  isOverdueRemote,
  isRowActionAllowed,
  type RowActionFacts,
} from '../proposal-actions';

const row = (facts: Partial<RowActionFacts>): RowActionFacts => ({
  polState: 'N',
  polInsureType: 'M',
  ...facts,
});

describe('allowedRowActions (spec 2, section 4.2)', () => {
  it.each<[Partial<RowActionFacts>, string[]]>([
    [{ polState: 'N' }, ['edit', 'copy', 'delete', 'consentDownload']],
    [{ polState: 'N', polInsureType: 'R' }, ['edit', 'copy', 'delete']],
    [{ polState: 'S' }, ['preview', 'edit', 'copy', 'delete', 'consentDownload']],
    [{ polState: 'O' }, ['preview', 'copy', 'delete', 'consentDownload', 'jump']],
    [{ polState: 'U', preSignState: 'R' }, ['preview', 'copy', 'consentDownload', 'resendCheckData']],
    [{ polState: 'U', elecCallState: 'P' }, ['preview', 'copy', 'consentDownload', 'interview']],
    [{ polState: 'U', amlPassState: 'P' }, ['preview', 'copy', 'consentDownload', 'amlResend']],
    [{ polState: 'P', eddPassState: 'A' }, ['preview', 'copy', 'consentDownload', 'eddDownload']],
    [
      { polState: 'S', polInsureType: 'R', writSendState: 'P' },
      ['preview', 'edit', 'copy', 'delete', 'sendDate', 'writtenDownload'],
    ],
    [{ polState: 'A', polInsureType: 'R', writSendState: 'A' }, ['preview', 'copy', 'writtenDownload']],
    [{ polState: 'P', polInsureType: 'R', writSendState: 'N' }, ['preview', 'copy', 'writtenResend']],
    [{ polState: 'R' }, ['preview', 'copy']],
    [{ polState: 'B' }, ['preview', 'copy']],
  ])('%j → %j', (facts, actions) => {
    expect(allowedRowActions(row(facts))).toEqual(actions);
  });

  it('refuses the sub-state actions outside their states', () => {
    expect(isRowActionAllowed('interview', row({ polState: 'S', elecCallState: 'P' }))).toBe(false);
    expect(isRowActionAllowed('eddDownload', row({ polState: 'A', eddPassState: 'A' }))).toBe(false);
    expect(isRowActionAllowed('sendDate', row({ polState: 'U', writSendState: 'P' }))).toBe(false);
    expect(
      isRowActionAllowed('writtenResend', row({ polState: 'R', polInsureType: 'R', writSendState: 'N' })),
    ).toBe(false);
  });
});

describe('isOverdueRemote (spec 2, section 4.3)', () => {
  const today = new Date('2025-03-15T10:00:00+08:00');
  const s = (facts: Partial<RowActionFacts & { insAcceptDt: string | null }>) => ({
    polState: 'S',
    polInsureType: 'R',
    writSendState: null,
    insAcceptDt: '2025/03/14',
    ...facts,
  });

  it('is true for a remote S case without a send state accepted before today', () => {
    expect(isOverdueRemote(s({}), today)).toBe(true);
    expect(isOverdueRemote(s({ insAcceptDt: '2025-02-28' }), today)).toBe(true);
  });

  it('is false when accepted today, with a send state, for a mobile case or another state', () => {
    expect(isOverdueRemote(s({ insAcceptDt: '2025/03/15' }), today)).toBe(false);
    expect(isOverdueRemote(s({ writSendState: 'P' }), today)).toBe(false);
    expect(isOverdueRemote(s({ polInsureType: 'M' }), today)).toBe(false);
    expect(isOverdueRemote(s({ polState: 'U' }), today)).toBe(false);
    expect(isOverdueRemote(s({ insAcceptDt: '' }), today)).toBe(false);
  });
});

describe("canEnterSendDate (the list's 寄送日期, or the AML finish of a remote case without e-mail)", () => {
  it.each<[Partial<RowActionFacts>, boolean]>([
    [{ polState: 'S', polInsureType: 'R', writSendState: 'P' }, true],
    [{ polState: 'U', polInsureType: 'R', writSendState: 'P' }, true],
    [{ polState: 'N', polInsureType: 'R', writSendState: 'P' }, true],
    [{ polState: 'N', polInsureType: 'R', writSendState: null }, false],
    [{ polState: 'N', polInsureType: 'M', writSendState: 'P' }, false],
    [{ polState: 'O', polInsureType: 'R', writSendState: 'P' }, false],
    [{ polState: 'S', polInsureType: 'R', writSendState: 'A' }, false],
  ])('%j → %j', (facts, allowed) => {
    expect(canEnterSendDate(row(facts))).toBe(allowed);
    // The list's row actions stay as the spec's table: no 寄送日期 on an N case.
    if (facts.polState === 'N') expect(allowedRowActions(row(facts))).not.toContain('sendDate');
  });
});
