import { parse } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import { readCookie, unsignSessionId } from '../session-cookie';

/** Cookie headers as browsers, proxies and probes send them, odd ones included. */
const HEADERS = [
  'ap.sid=s%3Aabc.def',
  'a=1; ap.sid=s%3Aabc.def; b=2',
  'ap.sid=first; ap.sid=second',
  '  ap.sid  =  spaced  ; x=1',
  '\tap.sid\t=\t"quoted"\t',
  'ap.sid="',
  'ap.sid=',
  'ap.sid',
  'noequals; ap.sid=after',
  'x; y; ap.sid=v; z',
  'ap.sid=%E0%A4%A',
  'ap.sid=%E4%B8%AD',
  'ap.sidx=1; xap.sid=2; ap.sid=3',
  'ap.si=1',
  ';;;ap.sid=v;;;',
  '=; ap.sid=v',
  'ap.sid=a=b=c',
  'a=1;ap.sid=v',
  '',
  'a',
  '=',
];

const ALPHABET = ['a', 'p', '.', 's', 'i', 'd', '=', ';', ' ', '\t', '"', '%', '4', '1', 'ap.sid', 'ap.sid='];

/** A random header made of pieces that hit every branch of the parser (seeded: the same every run). */
function randomHeaders(count: number): string[] {
  let seed = 25;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from(
      { length: Math.floor(next() * 14) },
      () => ALPHABET[Math.floor(next() * ALPHABET.length)],
    ).join(''),
  );
}

describe('readCookie', () => {
  it.each(HEADERS)('reads %j as cookie.parse does', (header) => {
    expect(readCookie(header, 'ap.sid')).toBe(parse(header)['ap.sid']);
  });

  it('agrees with cookie.parse on 20,000 random headers', () => {
    for (const header of randomHeaders(20_000))
      expect([header, readCookie(header, 'ap.sid')]).toEqual([header, parse(header)['ap.sid']]);
  });

  it('has no cookie without a header', () => {
    expect(readCookie(undefined, 'ap.sid')).toBeUndefined();
  });
});

describe('unsignSessionId', () => {
  const SECRET = 'a-secret-of-the-tests';
  /** cookie-signature's reading of a session cookie value (what express-session did). */
  const byLibrary = (value: string) => {
    if (!value.startsWith('s:')) return undefined;
    const sid = unsign(value.slice(2), SECRET);
    return sid === false ? undefined : sid;
  };
  const signed = `s:${sign('abc-123', SECRET)}`;
  const VALUES = [
    signed,
    `${signed}x`,
    signed.slice(0, -1),
    signed.replace('abc', 'abd'),
    `s:${sign('abc-123', 'another secret')}`,
    `s:${sign('', SECRET)}`,
    `s:${sign('a.b.c', SECRET)}`,
    `${signed}=`,
    's:',
    's:.',
    's:abc',
    'abc-123',
    '',
  ];

  it.each(VALUES)('reads %j as cookie-signature does', (value) => {
    expect(unsignSessionId(value, SECRET)).toBe(byLibrary(value));
  });

  it('agrees with cookie-signature on signed values cut or changed at every place', () => {
    for (let at = 0; at <= signed.length; at++)
      for (const change of ['', 'x', '.', '=']) {
        const value = signed.slice(0, at) + change + signed.slice(at + 1);
        expect([value, unsignSessionId(value, SECRET)]).toEqual([value, byLibrary(value)]);
      }
  });

  it('has no session without a value', () => {
    expect(unsignSessionId(undefined, SECRET)).toBeUndefined();
  });
});
