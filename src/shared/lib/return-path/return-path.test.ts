import { RETURN_PARAM, safeReturnPath, signInPathReturningTo } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/interviews/42', '/directory?search=ada&page=2', '/profile', '/directory/7#links'])('keeps the in-app path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab hidden inside the host', '/\t/evil.example'],
    ['a relative path', 'interviews/42'],
    ['the sign-in page', '/auth'],
    ['the sign-in page with a query', '/auth?next=/auth'],
    ['the sign-in page with a trailing slash', '/auth/'],
    ['a dot-segment path back to sign-in', '/home/../auth'],
    ['a very long path', `/${'a'.repeat(3_000)}`],
  ])('rejects %s', (_description, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('signInPathReturningTo', () => {
  it('carries the asked-for page in the query', () => {
    const path = signInPathReturningTo('/interviews/42?tab=questions');
    expect(path.startsWith('/auth?')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get(RETURN_PARAM)).toBe('/interviews/42?tab=questions');
  });

  it('is plain /auth for the home page and for unsafe paths', () => {
    expect(signInPathReturningTo('/')).toBe('/auth');
    expect(signInPathReturningTo('//evil.example')).toBe('/auth');
  });
});
