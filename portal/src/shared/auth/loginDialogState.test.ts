import { sameSitePath } from './loginDialogState';

describe('the page to go back to after logging in', () => {
  it.each(['/contest/7', '/contest/7/rank?page=2#top', '/home'])('keeps the site path %s', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/contest',
    '//evil.example/contest',
    '/\\evil.example',
    'javascript:alert(1)',
    'contest/7',
    '/contest/7\n/evil',
    '',
    null,
  ])('refuses %p, which could send a fresh login to another site', (path) => {
    expect(sameSitePath(path)).toBeNull();
  });
});
