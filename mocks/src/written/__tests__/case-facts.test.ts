import { formatRocDate } from '@agent-portal/contracts/rules';
import { todayDate } from '../../proposals/store';
import { resetState, state } from '../../state';
import { caseFacts } from '../store';

/** An ROC birthday `years` ago today: that insurance age exactly (the birthday itself). */
const rocBirthday = (years: number) => {
  const t = todayDate();
  return formatRocDate(new Date(t.getFullYear() - years, t.getMonth(), t.getDate())) ?? '';
};

const seeded = () => {
  const p = [...state.proposals.values()].find((x) => x.oCusIdn && x.iCusIdn);
  if (!p) throw new Error('no seeded case with two customers');
  return p;
};

describe('caseFacts (written analysis of a case)', () => {
  beforeEach(() => resetState());

  it('reads the customers the agent saved (customer-steps drafts) before the proposal store', () => {
    const p = seeded();
    state.customerDrafts.set(p.transCode, {
      O: {
        cusType: 'O',
        cusIdn: 'F123456789',
        cusName: '林美華',
        email: 'mei@example.com',
        birthday: rocBirthday(70),
      },
      I: { cusType: 'I', cusIdn: 'F223456789', cusName: '林小美', birthday: rocBirthday(8) },
      legal: {},
      share: { shareYn: 'N', shareAgentCode: '', shareAgentName: '' },
    });
    expect(caseFacts(p.transCode)).toMatchObject({
      cusIdnO: 'F123456789',
      cusNameO: '林美華',
      emailO: 'mei@example.com',
      insureAgeO: 70,
      insureAgeI: 8,
    });
  });

  it('without a draft (or a draft field) falls back to the proposal store', () => {
    const p = seeded();
    const before = caseFacts(p.transCode);
    expect(before).toMatchObject({ cusIdnO: p.oCusIdn, cusNameO: p.oCusName, emailO: p.oCusEmail });
    state.customerDrafts.set(p.transCode, {
      O: { cusType: 'O', cusIdn: p.oCusIdn, cusName: p.oCusName },
      legal: {},
      share: { shareYn: '', shareAgentCode: '', shareAgentName: '' },
    });
    expect(caseFacts(p.transCode)).toMatchObject({
      emailO: p.oCusEmail,
      insureAgeO: before.insureAgeO,
      insureAgeI: before.insureAgeI,
    });
  });

  it("a control's facts override the drafts", () => {
    const p = seeded();
    state.customerDrafts.set(p.transCode, {
      O: { cusType: 'O', cusIdn: 'F123456789', cusName: '林美華', birthday: rocBirthday(70) },
      legal: {},
      share: { shareYn: 'N', shareAgentCode: '', shareAgentName: '' },
    });
    state.writtenFacts.set(p.transCode, { insureAgeO: 30 });
    expect(caseFacts(p.transCode).insureAgeO).toBe(30);
  });
});
