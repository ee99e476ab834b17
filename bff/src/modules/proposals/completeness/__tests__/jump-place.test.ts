import type { AccessLogEntry } from '../../../common';
import type { LegacyProposalRow } from '../../proposals.legacy';
import type { EvidenceEntry } from '../../signing/evidence-log';
import { serviceContext } from '../../../../__tests__/support/service-context';
import { jumpGate, jumpPlaceOf, type JumpGateDeps } from '../jump-gate';

/** Issue 40 item 5: the step a visiting-agent declaration records is the BFF's, from the case, never the body's. */
describe('where a jump is made from', () => {
  type State = LegacyProposalRow['polState'];
  const row = (polState: State, polInsureType: 'M' | 'R', signoffDt: string | null = null) => ({
    polState,
    polInsureType,
    signoffDt,
  });

  it('is the list for a case in O, n7 for a remote case, the signing step or the last step for a mobile one', () => {
    expect(jumpPlaceOf(row('O', 'M', '2026/01/01 10:00:00'))).toBe('LIST');
    expect(jumpPlaceOf(row('O', 'R'))).toBe('LIST');
    expect(jumpPlaceOf(row('S', 'R'))).toBe('REMOTE_S6');
    expect(jumpPlaceOf(row('N', 'M'))).toBe('INS_S8');
    expect(jumpPlaceOf(row('S', 'M'))).toBe('INS_S8');
    // The core holds the signoff date: the BFF's opening sends the agent to the last step (n9).
    expect(jumpPlaceOf(row('S', 'M', '2026/01/01 10:00:00'))).toBe('INS_S9');
  });

  it.each<[State, string | null, string]>([
    ['S', null, 'INS_S8'],
    ['S', '2026/01/01 10:00:00', 'INS_S9'],
    ['O', null, 'LIST'],
  ])(
    'a declaration on a mobile case in %s (signoff %s) records %s, whatever `from` the body forged',
    async (polState, signoffDt, expected) => {
      const appended: EvidenceEntry[] = [];
      const logged: AccessLogEntry[] = [];
      const unsigned = { recCode: 'R1', cusCode: 'C1', image: null, docName: '要保書', label: '要保人' };
      const deps: JumpGateDeps = {
        completeness: {
          ofCase: async (_ctx, r) =>
            ({
              transCode: r.transCode,
              verdict: 'unsigned',
              pending: 1,
              lines: [],
              row: r,
              signing: { blocks: [unsigned] },
            }) as unknown as Awaited<ReturnType<JumpGateDeps['completeness']['ofCase']>>,
        },
        evidence: {
          append: async (_transCode, input) => {
            appended.push(input);
            return { ...input, id: '1', chainHash: '' } as Awaited<
              ReturnType<JumpGateDeps['evidence']['append']>
            >;
          },
        },
        accessLog: async (_ctx, entry) => {
          logged.push(entry);
        },
        toPreview: async () => null,
      };
      const kase = { transCode: 'T1', polState, polInsureType: 'M', signoffDt } as LegacyProposalRow;
      const forged = { from: expected === 'LIST' ? 'INS_S9' : 'LIST', visitingAgent: true, userAgent: 'ua' };
      await jumpGate(deps).require(serviceContext().ctx, kase, forged);
      expect(appended.map((e) => e.docFid)).toEqual([expected]);
      expect(logged.map((e) => e.stepCode)).toEqual([expected]);
    },
  );
});
