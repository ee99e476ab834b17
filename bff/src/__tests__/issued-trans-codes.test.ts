import { memorySession } from '../session/session-accessor';
import { rememberIssued, wasIssued } from '../modules/proposals/issued-trans-codes';

describe('issued trans codes (the session’s record of new-draft codes)', () => {
  it('vouches for a code only to the agent it was issued to', () => {
    const session = memorySession();
    rememberIssued(session, 'AG00001', 'TN0001');
    expect(wasIssued(session, 'AG00001', 'TN0001')).toBe(true);
    expect(wasIssued(session, 'AG00005', 'TN0001')).toBe(false);
    expect(wasIssued(session, '', 'TN0001')).toBe(false);
    expect(wasIssued(session, 'AG00001', 'TN0002')).toBe(false);
  });

  it('another agent logging in on the same session starts a new record', () => {
    const session = memorySession();
    rememberIssued(session, 'AG00001', 'TN0001');
    rememberIssued(session, 'AG00005', 'TN0002');
    expect(wasIssued(session, 'AG00001', 'TN0001')).toBe(false);
    expect(wasIssued(session, 'AG00005', 'TN0002')).toBe(true);
  });

  it('keeps the newest 20', () => {
    const session = memorySession();
    for (let i = 1; i <= 25; i++) rememberIssued(session, 'AG00001', `TN${i}`);
    expect(wasIssued(session, 'AG00001', 'TN5')).toBe(false);
    expect(wasIssued(session, 'AG00001', 'TN6')).toBe(true);
    expect(session.get('issuedTransCodes')?.codes).toHaveLength(20);
  });
});
