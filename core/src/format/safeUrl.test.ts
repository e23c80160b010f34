import { isSavableLink, safeLinkUrl } from './safeUrl';

describe('safeLinkUrl', () => {
  it('keeps http(s) links and paths on this site', () => {
    expect(safeLinkUrl('https://blog.example.com/me')).toBe('https://blog.example.com/me');
    expect(safeLinkUrl(' http://example.com ')).toBe('http://example.com');
    expect(safeLinkUrl('/problem/1000')).toBe('/problem/1000');
    // Only the start tells another site: a double slash later in the path or query is still this site.
    expect(safeLinkUrl('/login?next=https://hoj.example/home')).toBe('/login?next=https://hoj.example/home');
    expect(safeLinkUrl('/files//a\\b')).toBe('/files//a\\b');
  });

  it('refuses every other scheme, however it is spelled', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example.com',
      '/\\evil.example.com',
      'example.com',
      '',
      null,
      undefined,
    ])
      expect(safeLinkUrl(bad)).toBeNull();
  });
});

describe('isSavableLink', () => {
  it('accepts no link or an absolute http(s) one', () => {
    expect(isSavableLink('')).toBe(true);
    expect(isSavableLink('https://example.com')).toBe(true);
    expect(isSavableLink('javascript:alert(1)')).toBe(false);
    expect(isSavableLink('/home')).toBe(false);
    expect(isSavableLink('www.example.com')).toBe(false);
  });

  it('reads the link as typed, spaces around it left out', () => {
    expect(isSavableLink('   ')).toBe(true);
    expect(isSavableLink(' https://example.com ')).toBe(true);
    expect(isSavableLink(' /home')).toBe(false);
    expect(isSavableLink(' //evil.example.com')).toBe(false);
  });
});
