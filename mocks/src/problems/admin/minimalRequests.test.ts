import { integrityViolation } from '@hoj/mocks/http/failure';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';

installMockServer();

/** Each call of this folder with the least a client could send: placeholders for the required parameters. */
const MINIMAL: readonly { path: string; method: string; json?: unknown }[] = [
  { path: '/api/admin/problem/get-problem-list', method: 'GET' },
  { path: '/api/admin/problem?pid=1', method: 'GET' },
  { path: '/api/admin/problem', method: 'POST', json: {} },
  { path: '/api/admin/problem', method: 'PUT', json: {} },
  { path: '/api/admin/problem?pid=1', method: 'DELETE' },
  { path: '/api/admin/problem/get-problem-cases?pid=1', method: 'GET' },
  { path: '/api/admin/problem/compile-spj', method: 'POST', json: {} },
  { path: '/api/admin/problem/compile-interactive', method: 'POST', json: {} },
  { path: '/api/admin/problem/change-problem-auth', method: 'PUT', json: {} },
  { path: '/api/admin/problem/import-remote-oj-problem?name=x&problemId=x', method: 'GET' },
  { path: '/api/admin/group-problem/list', method: 'GET' },
  { path: '/api/admin/group-problem/change-progress', method: 'PUT', json: {} },
];

describe('the admin problem calls with minimal requests', () => {
  it('answer within the contract: 200, a body refusal, or the database’s HTTP 500, never a crash', async () => {
    const token = await loginAs('root', { admin: true });
    for (const request of MINIMAL) {
      const { response, body } = await call(request.path, {
        token,
        method: request.method,
        json: request.json,
      });
      const accepted =
        response.status === 200 || (response.status === 500 && body.msg === integrityViolation().message);
      expect([request.method, request.path, accepted]).toEqual([request.method, request.path, true]);
    }
  });
});
