import type { CodeTemplate, Language } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call } from '../jest/requests';
import { languages } from '../store/schema/problems';

installMockServer();

const names = (list: Language[]) => list.map((l) => l.name);
const get = async <T>(path: string) => (await call<T>(path)).body.data;

describe('GET /api/languages', () => {
  it('lists every judge’s languages, or one judge’s with all=false', async () => {
    expect(await get<Language[]>('/api/languages')).toHaveLength(languages.size);
    const local = await get<Language[]>('/api/languages?all=false');
    expect(names(local)).toEqual([
      'C',
      'C With O2',
      'C++',
      'C++ With O2',
      'Java',
      'Python3',
      'Python2',
      'Golang',
      'C#',
      'PHP',
      'PyPy2',
      'PyPy3',
      'JavaScript Node',
      'JavaScript V8',
      'Ruby',
      'Rust',
    ]);
    expect(local.find((l) => l.name === 'C++')).toMatchObject({ contentType: 'text/x-c++src', oj: 'ME' });
    expect(local.find((l) => l.name === 'C++')?.template).toContain('#include <iostream>');
    const hdu = await get<Language[]>('/api/languages?all=false&pid=1041');
    expect(hdu.every((l) => l.oj === 'HDU')).toBe(true);
    // A Gym problem uses Codeforces' languages.
    const gym = await get<Language[]>('/api/languages?all=false&pid=1046');
    expect(gym.length > 0 && gym.every((l) => l.oj === 'CF')).toBe(true);
  });

  it('puts a larger seq first', async () => {
    const rust = languages.one('name', 'ME:Rust');
    if (rust) languages.update(rust, { seq: 5 });
    expect(names(await get<Language[]>('/api/languages?all=false'))[0]).toBe('Rust');
  });

  it('answers HTTP 500 for an unknown problem with all=false', async () => {
    expect((await call('/api/languages?all=false&pid=99999')).response.status).toBe(500);
  });
});

describe('GET /api/get-problem-languages and /api/get-problem-code-template', () => {
  it('answer the problem’s languages and templates, empty lists for an unknown problem', async () => {
    expect(names(await get<Language[]>('/api/get-problem-languages?pid=1003'))).toEqual([
      'C',
      'C++',
      'Java',
      'Python3',
      'C#',
      'PHP',
      'Ruby',
    ]);
    expect(await get<Language[]>('/api/get-problem-languages?pid=99999')).toEqual([]);
    const templates = await get<CodeTemplate[]>('/api/get-problem-code-template?pid=1020');
    const cpp = languages.one('name', 'ME:C++');
    expect(templates.map((t) => t.lid)).toContain(cpp?.id);
    expect(templates.find((t) => t.lid === cpp?.id)?.code).toContain('//TEMPLATE BEGIN');
    expect(await get<CodeTemplate[]>('/api/get-problem-code-template?pid=99999')).toEqual([]);
    expect((await call('/api/get-problem-code-template')).response.status).toBe(400);
  });
});
