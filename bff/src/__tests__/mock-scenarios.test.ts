import type { RowAction } from '@agent-portal/contracts/rules';
import { useStack } from './support/stack';
import type { Row } from './support/proposals';

const ctx = useStack({}, { login: 'AG00001', reset: true });

/** A case made by one call of the mock's control API (issue 44 item 1), then read through the BFF's list. */
async function listedAfterMaking(body: Record<string, unknown>): Promise<Row> {
  const made = await ctx.stack.mock('post', '/__mock/scenarios', { userCode: 'AG00001', ...body });
  expect(made.status).toBe(201);
  const { transCode } = made.body as { transCode: string };
  const rows = (await ctx.agent.get('/api/proposals').query({ transCode }).expect(200)).body as Row[];
  expect(rows.map((r) => r.transCode)).toEqual([transCode]);
  return rows[0] as Row;
}

// Spec 2 §4.2, one row each: the case the call makes shows that action (and the others its state allows).
describe('a case made by POST /__mock/scenarios shows its §4.2 actions in GET /api/proposals', () => {
  it.each<[string, Record<string, unknown>, RowAction[]]>([
    [
      'jump to insurer app (O)',
      { polState: 'O', compCode: 'CH' },
      ['preview', 'copy', 'delete', 'consentDownload', 'jump'],
    ],
    ['resend check data (U, preSignState R)', { polState: 'U', preSignState: 'R' }, ['resendCheckData']],
    ['phone interview (U, elecCallState P)', { polState: 'U', elecCallState: 'P' }, ['interview']],
    ['money-laundering resend (U, amlPassState P)', { polState: 'U', amlPassState: 'P' }, ['amlResend']],
    ['EDD download (P, eddPassState A)', { polState: 'P', eddPassState: 'A' }, ['eddDownload']],
    [
      'enter send date (S remote, writSendState P)',
      { polState: 'S', polInsureType: 'R', writSendState: 'P' },
      ['edit', 'sendDate', 'writtenDownload'],
    ],
    [
      'written resend (A remote, writSendState N)',
      { polState: 'A', polInsureType: 'R', writSendState: 'N' },
      ['writtenResend'],
    ],
  ])('%s', async (_name, body, expected) => {
    const row = await listedAfterMaking(body);
    expect(row.actions).toEqual(expect.arrayContaining(expected));
    if (body.polState === 'O') expect(row.actions).toEqual(expected);
  });

  it('a remote S case accepted before today is overdue, one accepted today is not', async () => {
    expect(
      (await listedAfterMaking({ polState: 'S', polInsureType: 'R', insAcceptDt: '2020/01/02' })).overdue,
    ).toBe(true);
    expect((await listedAfterMaking({ polState: 'S', polInsureType: 'R' })).overdue).toBe(false);
  });
});
