import {
  DEFAULT_RUNTIME_CONFIG,
  loadRuntimeConfig,
  parseRuntimeConfig,
  resetRuntimeConfig,
  runtimeConfig,
} from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('takes every setting a deployment may give', () => {
    expect(
      parseRuntimeConfig({
        apiBaseUrl: 'https://oj.example.edu/hoj/',
        siteName: ' School OJ ',
        defaultLanguage: 'en-US',
        aiHelper: false,
      }),
    ).toEqual({
      config: {
        apiBaseUrl: 'https://oj.example.edu/hoj',
        siteName: 'School OJ',
        defaultLanguage: 'en-US',
        aiHelper: false,
      },
      problems: [],
    });
    expect(parseRuntimeConfig({ apiBaseUrl: '/backend' }).config.apiBaseUrl).toBe('/backend');
    expect(parseRuntimeConfig({}).config).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('keeps the default of each unusable field and says why, the others still apply', () => {
    const { config, problems } = parseRuntimeConfig({
      apiBaseUrl: 'javascript:alert(1)',
      siteName: '   ',
      defaultLanguage: 'fr',
      aiHelper: 'yes',
      theme: 'dark',
    });
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(problems).toEqual([
      'unknown setting "theme" ignored',
      'apiBaseUrl must be an http(s) address or a path starting with "/"',
      'siteName must be a non-empty text',
      'defaultLanguage must be "zh-CN" or "en-US"',
      'aiHelper must be true or false',
    ]);
    expect(parseRuntimeConfig({ apiBaseUrl: '//evil.example' }).config.apiBaseUrl).toBe('');
    expect(parseRuntimeConfig({ defaultLanguage: null, siteName: 'X' }).config).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      siteName: 'X',
    });
  });

  it('falls back to the defaults for a document that is no object', () => {
    for (const raw of [null, [], 'x', 3]) {
      expect(parseRuntimeConfig(raw)).toEqual({
        config: DEFAULT_RUNTIME_CONFIG,
        problems: ['config.json is not a JSON object: using the defaults'],
      });
    }
  });
});

describe('loadRuntimeConfig', () => {
  const answer = (response: Response | Error) =>
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() =>
        response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
      );
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    resetRuntimeConfig();
  });

  it('applies the file it finds', async () => {
    answer(Response.json({ siteName: 'School OJ', aiHelper: false }));
    await loadRuntimeConfig('/config.json');
    expect(runtimeConfig()).toEqual({ ...DEFAULT_RUNTIME_CONFIG, siteName: 'School OJ', aiHelper: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('runs on the defaults without a file, and warns when the file or the server is broken', async () => {
    answer(new Response('Not found', { status: 404 }));
    expect(await loadRuntimeConfig('/config.json')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).not.toHaveBeenCalled();

    answer(new Response('{ broken', { status: 200 }));
    expect(await loadRuntimeConfig('/config.json')).toEqual(DEFAULT_RUNTIME_CONFIG);
    answer(new Response('', { status: 502 }));
    expect(await loadRuntimeConfig('/config.json')).toEqual(DEFAULT_RUNTIME_CONFIG);
    answer(new TypeError('Failed to fetch'));
    expect(await loadRuntimeConfig('/config.json')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[1]?.[0])).toContain('HTTP 502');
  });

  it('reports each ignored field', async () => {
    answer(Response.json({ aiHelper: 'no', siteName: 'OK' }));
    await loadRuntimeConfig('/admin/config.json');
    expect(runtimeConfig().siteName).toBe('OK');
    expect(warn).toHaveBeenCalledWith('[config] /admin/config.json: aiHelper must be true or false');
  });
});
