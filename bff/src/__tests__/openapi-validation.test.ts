import { cacheValidatorRouteLookup } from '../common/openapi-validation';

type Compiled = { regexp: RegExp; keys: { name: string }[] };

describe('the validator route lookup cache', () => {
  const mod = cacheValidatorRouteLookup();
  const compile = (path: unknown, options?: { sensitive?: boolean; strict?: boolean }) =>
    mod.pathToRegexp(path, options) as Compiled;

  it('compiles a route once per (route, case sensitivity, strictness) and still matches', () => {
    const route = '/api/forms/:formCode/download';
    const first = compile(route, { sensitive: true, strict: false });
    expect(compile(route, { sensitive: true, strict: false })).toBe(first);
    expect(compile(route, { sensitive: false, strict: false })).not.toBe(first);
    expect(first.regexp.exec('/api/forms/F0101/download')?.[1]).toBe('F0101');
    expect(first.regexp.exec('/API/forms/F0101/download')).toBeNull();
    expect(first.keys.map((k) => k.name)).toEqual(['formCode']);
  });

  it('is installed once, however many apps are created', () => {
    expect(cacheValidatorRouteLookup()).toBe(mod);
    const route = '/api/common/work-time';
    expect(compile(route, { sensitive: true })).toBe(compile(route, { sensitive: true }));
  });

  it('leaves other argument shapes to path-to-regexp itself', () => {
    const options = { sensitive: true, end: false } as never;
    expect(compile('/api/x', options)).not.toBe(compile('/api/x', options));
  });
});
