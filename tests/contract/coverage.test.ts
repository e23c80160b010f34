import { coverage, formatReport, type BackendEndpoint, type Contract } from './coverage';

const json = { content: { 'application/json': {} } };

const endpoints: BackendEndpoint[] = [
  {
    method: 'GET',
    path: '/api/get-problem-list',
    query: [
      { name: 'limit', required: false },
      { name: 'keyword', required: false },
    ],
    body: { kind: 'none' },
  },
  { method: 'POST', path: '/api/login', query: [], body: { kind: 'dto' } },
  { method: 'ANY', path: '/api/admin/switch/info', query: [], body: { kind: 'none' } },
];

function contract(paths: Contract['paths']): Contract {
  return {
    paths,
    components: { parameters: { limit: { name: 'limit', in: 'query', required: false } } },
  };
}

const complete = contract({
  '/api/get-problem-list': {
    get: { parameters: [{ $ref: '#/components/parameters/limit' }, { name: 'keyword', in: 'query' }] },
  },
  '/api/login': { post: { requestBody: json } },
  '/api/admin/switch/info': { get: {} },
  '/api/ai/chat-stream': { post: { 'x-extension': true, requestBody: json } },
});

describe('contract coverage', () => {
  it('counts a complete contract as 100 %, with any-method handlers documented as GET and extensions listed', () => {
    const report = coverage(endpoints, complete);
    expect(report).toMatchObject({ covered: 3, parametersMatching: 3, differences: [] });
    expect(report.extensions).toEqual(['POST /api/ai/chat-stream']);
    expect(formatReport(report)).toContain('3/3 (100.0%)');
  });

  it('names a missing endpoint and one documented with the wrong method', () => {
    const report = coverage(
      endpoints,
      contract({ '/api/get-problem-list': { post: {} }, '/api/admin/switch/info': { get: {} } }),
    );
    expect(report.covered).toBe(1);
    expect(report.differences).toEqual(
      expect.arrayContaining([
        { endpoint: 'GET /api/get-problem-list', problem: 'path is in the contract with POST only' },
        { endpoint: 'POST /api/login', problem: 'missing from the contract' },
      ]),
    );
  });

  it('finds renamed, extra and wrongly required query parameters and the wrong body kind', () => {
    const report = coverage(
      endpoints,
      contract({
        '/api/get-problem-list': {
          get: {
            parameters: [
              { name: 'limit', in: 'query', required: true },
              { name: 'page', in: 'query' },
            ],
          },
        },
        '/api/login': { post: { requestBody: { content: { 'multipart/form-data': {} } } } },
        '/api/admin/switch/info': { get: {} },
      }),
    );
    expect(report.parametersMatching).toBe(1);
    expect(report.differences.map((d) => d.problem)).toEqual(
      expect.arrayContaining([
        'query parameter "limit" required=true, backend false',
        'query parameter "keyword" missing',
        'query parameter "page" is not read by the backend',
        'request body multipart, backend json',
      ]),
    );
  });

  it('accepts a parameter the server needs although its annotation says optional only when it is listed', () => {
    const stricterContract = contract({
      ...complete.paths,
      '/api/get-problem-list': {
        get: {
          parameters: [
            { name: 'limit', in: 'query', required: true },
            { name: 'keyword', in: 'query' },
          ],
        },
      },
    });
    const allowance = {
      method: 'GET',
      path: '/api/get-problem-list',
      parameter: 'limit',
      reason: 'answers 500 without it',
    };
    const listed = coverage(endpoints, stricterContract, [allowance]);
    expect(listed.differences).toEqual([]);
    expect(listed.stricter).toEqual([
      { endpoint: 'GET /api/get-problem-list', parameter: 'limit', reason: 'answers 500 without it' },
    ]);
    expect(formatReport(listed)).toContain('GET /api/get-problem-list limit: answers 500 without it');

    expect(coverage(endpoints, stricterContract, []).differences).toContainEqual({
      endpoint: 'GET /api/get-problem-list',
      problem: 'query parameter "limit" required=true, backend false',
    });
    // A listed parameter the contract leaves optional is a stale entry, reported rather than silently ignored.
    expect(coverage(endpoints, complete, [allowance]).differences).toContainEqual({
      endpoint: 'GET /api/get-problem-list',
      problem: expect.stringContaining('listed as required by behaviour'),
    });
  });

  it('refuses an invented operation that is not marked as an extension', () => {
    const report = coverage(endpoints, contract({ ...complete.paths, '/api/made-up': { get: {} } }));
    expect(report.differences).toContainEqual({
      endpoint: 'GET /api/made-up',
      problem: 'not a backend endpoint and not marked x-extension',
    });
  });
});
