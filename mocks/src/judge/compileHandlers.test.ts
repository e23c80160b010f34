import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { compileMessages as texts } from './texts';

installMockServer();

const CHECKER = `#include <cstdio>

int main(int argc, char *args[]) {
    FILE *user = fopen(args[2], "r");
    int x = 0;
    if (fscanf(user, "%d", &x) != 1) return 101;
    return x == 42 ? 100 : 102;
}
`;

async function compile(kind: 'spj' | 'interactive', json: unknown, token?: string) {
  return call(`/api/admin/problem/compile-${kind}`, {
    token: token ?? (await loginAs('admin', { admin: true })),
    json,
  });
}

describe('compiling a judge program', () => {
  it('answers 200 and the judge server’s text for code that compiles', async () => {
    for (const kind of ['spj', 'interactive'] as const) {
      const answer = await compile(kind, { code: CHECKER, language: 'C++' });
      expect(answer.response.status).toBe(200);
      expect(answer.body).toEqual({ status: 200, msg: texts.compiled, data: null });
    }
  });

  it('fails with gcc’s output for unbalanced brackets, naming the checker’s source file', async () => {
    const broken = CHECKER.replace('return x == 42 ? 100 : 102;\n}', 'return x == 42 ? 100 : 102;\n');
    const spj = await compile('spj', { code: broken, language: 'C++' });
    expect(spj.response.status).toBe(200);
    expect(spj.body.status).toBe(500);
    expect(spj.body.msg).toMatch(/^spj\.cpp:\d+:\d+: error: expected '}' at end of input/);
    const interactive = await compile('interactive', { code: 'int main() { return 0;', language: 'C' });
    expect(interactive.body.msg).toMatch(/^interactive\.c:1:\d+: error: expected '}' at end of input/);
  });

  it('fails at the hoj:compile-error marker, even in balanced code', async () => {
    const code = `${CHECKER}// hoj:compile-error\n`;
    const answer = await compile('spj', { code, language: 'C++' });
    expect(answer.body).toEqual({
      status: 500,
      msg: 'spj.cpp:9:4: error: #error "hoj:compile-error"\ncompilation terminated.\n',
      data: null,
    });
  });

  it('supports C and C++ only, and needs both code and language', async () => {
    expect((await compile('spj', { code: 'print(1)', language: 'Python3' })).body).toEqual({
      status: 500,
      msg: texts.unsupportedSpj('Python3'),
      data: null,
    });
    expect((await compile('interactive', { code: 'x', language: 'Java' })).body.msg).toBe(
      texts.unsupportedInteractive('Java'),
    );
    expect((await compile('spj', { code: '', language: 'C++' })).body).toEqual({
      status: 400,
      msg: texts.compileParamsEmpty,
      data: null,
    });
  });

  it('is for staff: a user gets HTTP 403', async () => {
    const answer = await compile('spj', { code: CHECKER, language: 'C++' }, await loginAs('alice'));
    expect(answer.response.status).toBe(403);
  });
});
