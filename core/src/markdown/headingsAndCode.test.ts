import { headingSlug } from './headingIds';
import { renderMarkdown } from './sanitize';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function headingIds(source: string, trusted = true): string[] {
  return Array.from(
    parse(renderMarkdown(source, trusted)).querySelectorAll('h1, h2, h3, h4, h5, h6'),
    (h) => h.id,
  );
}

describe('heading ids', () => {
  const statement =
    '# 题目描述\n\n## 输入格式\n\n## 输出格式\n\n## 样例 1\n\n## 样例 1\n\n## 样例 1\n\n### ！！！\n\n## Hello, World!\n\n## 提示：$n \\le 10^5$\n\n## ???';

  it('keep CJK text, are never empty and number repeats -2, -3', () => {
    expect(headingIds(statement)).toEqual(
      [
        '题目描述',
        '输入格式',
        '输出格式',
        '样例-1',
        '样例-1-2',
        '样例-1-3',
        'h-7',
        'hello-world',
        '提示n-le-105',
        'h-10',
      ].map((id) => `user-content-${id}`),
    );
  });

  it('are the same every time the same text is rendered', () => {
    const first = headingIds(statement);
    headingIds('## 样例 1\n\n## other');
    expect(headingIds(statement)).toEqual(first);
    // Staff and users alike: every id is in the content's own namespace.
    expect(headingIds(statement, false)).toEqual(first);
  });

  it('never repeat an id, whether taken by a heading or a suffix; an author’s own id goes', () => {
    expect(headingIds('## A\n\n## A\n\n## A 2\n\n<h2 id="b">own id</h2>\n\n## B')).toEqual(
      ['a', 'a-2', 'a-2-2', 'own-id', 'b'].map((id) => `user-content-${id}`),
    );
  });

  it('headingSlug keeps letters and digits of every script', () => {
    expect(headingSlug('  Ünïcode Straße 中文 テスト 한국어 — ok_1  ')).toBe(
      'ünïcode-straße-中文-テスト-한국어-ok_1',
    );
    expect(headingSlug('！？。')).toBe('');
  });
});

describe('code blocks', () => {
  function codeText(source: string): (string | null)[] {
    return Array.from(
      parse(renderMarkdown(source)).querySelectorAll('pre > code'),
      (code) => code.textContent,
    );
  }

  it('keep every trailing blank line of a fenced block', () => {
    expect(codeText('```\n3\n1 2 3\n\n\n```\n\nafter')).toEqual(['3\n1 2 3\n\n\n']);
    expect(codeText('~~~text\nline\n\n~~~')).toEqual(['line\n\n']);
    expect(codeText('- item\n\n  ```\n  code\n\n  ```\n')).toEqual(['code\n\n']);
    expect(codeText('$x$\n\n```\ncode\n\n\n```')).toEqual(['code\n\n\n']);
  });

  it('keep the last line when the source does not end in a newline', () => {
    expect(codeText('```\nfirst\nlast line')).toEqual(['first\nlast line\n']);
    expect(codeText('```cpp\nint a;\nreturn 0;\n```')).toEqual(['int a;\nreturn 0;\n']);
    expect(codeText('```\r\nfirst\r\nlast\r\n```')).toEqual(['first\nlast\n']);
    expect(codeText('    indented\n    last')).toEqual(['indented\nlast\n']);
  });

  it('keep leading blank lines and trailing spaces, and an empty block stays empty', () => {
    expect(codeText('```\n\n\nafter blanks  \n```')).toEqual(['\n\nafter blanks  \n']);
    expect(codeText('```\n```')).toEqual(['']);
  });
});
