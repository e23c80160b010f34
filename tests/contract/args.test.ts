import { DEFAULT_REPORT, DEFAULT_TIMEOUT_MS, parseArgs, UsageError } from './args';

describe('parseArgs', () => {
  it('reads the form of issue 3 item 6: a second --password after --admin is the admin password', () => {
    const options = parseArgs([
      '--base-url',
      'http://127.0.0.1:4010/',
      '--user',
      'alice',
      '--password',
      'a1',
      '--admin',
      'root',
      '--password',
      'r1',
      '--mutating',
    ]);
    expect(options.baseUrl).toBe('http://127.0.0.1:4010');
    expect(options.user).toEqual({ username: 'alice', password: 'a1' });
    expect(options.admin).toEqual({ username: 'root', password: 'r1' });
    expect(options.mutating).toBe(true);
    expect(options.report).toBe(DEFAULT_REPORT);
    expect(options.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('accepts --admin-password and --flag=value forms in any order', () => {
    const options = parseArgs([
      '--admin=root',
      '--admin-password=r1',
      '--user',
      'alice',
      '--password',
      'a1',
      '--base-url=http://hoj.example:8080',
      '--only',
      '^get(Contest|Problem)',
      '--report',
      '/tmp/x.json',
      '--timeout',
      '5000',
    ]);
    expect(options.admin).toEqual({ username: 'root', password: 'r1' });
    expect(options.user).toEqual({ username: 'alice', password: 'a1' });
    expect(options.only?.test('getContestInfo')).toBe(true);
    expect(options.report).toBe('/tmp/x.json');
    expect(options.timeoutMs).toBe(5000);
  });

  it('refuses ambiguous or incomplete credentials and bad values', () => {
    const base = ['--base-url', 'http://127.0.0.1:4010'];
    expect(() => parseArgs([...base, '--user', 'alice'])).toThrow('--user alice needs --password');
    expect(() => parseArgs([...base, '--admin', 'root', '--password', 'x', '--admin-password', 'y'])).toThrow(
      'already has a password',
    );
    expect(() => parseArgs([...base, '--password', 'x'])).toThrow('no --user NAME');
    // A --password belongs to the account named last: here the admin, who already has one.
    expect(() =>
      parseArgs([...base, '--admin', 'root', '--admin-password', 'r', '--password', 'a', '--user', 'alice']),
    ).toThrow('the admin already has a password');
    expect(() => parseArgs(['--user', 'alice', '--password', 'x'])).toThrow('--base-url is required');
    expect(() => parseArgs(['--base-url', 'ftp://x'])).toThrow('not http(s)');
    expect(() => parseArgs([...base, '--only', '('])).toThrow(UsageError);
    expect(() => parseArgs([...base, '--timeout', '0'])).toThrow('--timeout');
    expect(() => parseArgs([...base, '--frobnicate'])).toThrow('unknown argument: --frobnicate');
    expect(() => parseArgs([...base, '--user'])).toThrow('--user needs a value');
  });

  it('needs nothing else with --help', () => {
    expect(parseArgs(['--help']).help).toBe(true);
  });
});
