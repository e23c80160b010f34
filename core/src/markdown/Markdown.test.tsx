import { cleanup, render, waitFor } from '@testing-library/react';
import { configureHttp, resetHttpConfig } from '../http/config';
import { Markdown } from './Markdown';
import { forgetPreview, previews } from './formulaPreview';
import { forgetMathEngine, loadMathEngine } from './mathEngine';
import { partsRenderer } from './partsRenderer';
import { renderMarkdown, sanitizeHtml } from './sanitize';

// As on a problem page, which brings the formula previews with its code, after a long document has fetched the
// parts renderer; the moments before they arrive have tests of their own below.
beforeAll(async () => {
  await previews.load();
  await partsRenderer.load();
});

function html(container: HTMLElement): string {
  return container.innerHTML;
}

describe('<Markdown>', () => {
  it('renders ordinary markdown', () => {
    const { container, getByRole } = render(
      <Markdown
        source={
          '# Title\n\nSome *em* and **strong**, `code` and a [link](https://example.org).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```cpp\nint main() { return 0; }\n```'
        }
        className="statement"
      />,
    );
    expect(getByRole('heading', { level: 1 }).textContent).toBe('Title');
    expect(container.querySelector('em')?.textContent).toBe('em');
    expect(container.querySelector('strong')?.textContent).toBe('strong');
    expect(getByRole('link', { name: 'link' }).getAttribute('href')).toBe('https://example.org');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(getByRole('table')).toBeTruthy();
    expect(container.querySelector('pre code')?.textContent).toBe('int main() { return 0; }\n');
    expect(container.firstElementChild?.className).toBe('hoj-markdown statement');
  });

  it('removes a <script> entirely', () => {
    const { container } = render(
      <Markdown source={'Hello\n\n<script>window.pwned = true</script>\n\nafter'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(html(container)).not.toContain('pwned');
    expect(container.textContent).toContain('after');
  });

  it('removes onerror= and other event handlers', () => {
    const { container } = render(
      <Markdown
        source={
          '<img src="x.png" onerror="alert(1)">\n\n<div onclick="alert(2)" onmouseover="alert(3)">box</div>'
        }
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect(html(container)).not.toMatch(/on(error|click|mouseover)/i);
    expect(container.textContent).toContain('box');
  });

  it('removes javascript: links in markdown and in raw HTML', () => {
    const { container } = render(
      <Markdown
        source={
          '[md](javascript:alert(1)) <a href="javascript:alert(2)">raw</a> <a href=" JaVaScRiPt:alert(3)">spaced</a>'
        }
      />,
    );
    expect(html(container).toLowerCase()).not.toContain('javascript:');
    expect(container.textContent).toContain('md');
    expect(container.textContent).toContain('raw');
  });

  it('removes iframes, forms and styles from user content, and marks links nofollow', () => {
    const out = renderMarkdown(
      '<iframe src="https://evil.example"></iframe>\n\n<form action="/x"><input name="a"></form>\n\n<style>body{display:none}</style>\n\n[site](https://example.org)',
    );
    expect(out).not.toMatch(/<iframe|<form|<input|<style/);
    expect(out).toContain('rel="nofollow ugc noopener noreferrer"');
  });

  it('keeps task-list boxes read-only', () => {
    const { container } = render(<Markdown source={'- [x] done\n- [ ] todo'} />);
    const boxes = container.querySelectorAll('input[type="checkbox"]');
    expect(boxes).toHaveLength(2);
    boxes.forEach((box) => expect(box.hasAttribute('disabled')).toBe(true));
  });

  it('trusted content may use styles and link targets, never scripts, handlers or frames', () => {
    const source =
      '<p style="color: red" align="center">red</p>\n\n<a href="https://example.org" target="_blank">out</a>\n\n<script>alert(1)</script>\n\n<img src="a.png" onload="alert(2)">\n\n<iframe src="https://x"></iframe>';
    const trusted = renderMarkdown(source, true);
    expect(trusted).toContain('style="color: red"');
    expect(trusted).toContain('target="_blank"');
    expect(trusted).toContain('rel="noopener noreferrer"');
    expect(trusted).not.toMatch(/<script|onload|<iframe/);
    const untrusted = renderMarkdown(source);
    expect(untrusted).not.toContain('style=');
    expect(untrusted).not.toContain('target=');
  });

  it('has only its own class unless given another, and user rules unless told it is trusted', () => {
    const source = '<p style="color: red" class="own">p</p>';
    const { container: user } = render(<Markdown source={source} />);
    expect(user.firstElementChild?.className).toBe('hoj-markdown');
    expect(user.querySelector('p')?.outerHTML).toBe('<p>p</p>');
    const { container: trusted } = render(<Markdown source={source} trusted />);
    expect(trusted.querySelector('p')?.outerHTML).toBe('<p style="color: red">p</p>');
  });

  it('labels remote images in the configured language unless given one', () => {
    configureHttp({ locale: () => 'en-US' });
    try {
      const source = '![a](https://images.example.com/a.png)';
      const { container: configured } = render(<Markdown source={source} />);
      expect(configured.querySelector('button')?.textContent).toBe('Show image from images.example.com');
      const { container: given } = render(<Markdown source={source} locale="zh-CN" />);
      expect(given.querySelector('button')?.textContent).toBe('显示来自 images.example.com 的图片');
    } finally {
      resetHttpConfig();
    }
  });

  it('renders nothing for empty sources', () => {
    const { container } = render(<Markdown source={null} />);
    expect(container.firstElementChild?.innerHTML).toBe('');
    const { container: blank } = render(<Markdown source={'  \n '} />);
    expect(blank.firstElementChild?.innerHTML).toBe('');
  });
});

describe('sanitizeHtml (the DOMPurify layer on its own)', () => {
  it('strips what markdown-to-jsx might let through', () => {
    const out = sanitizeHtml(
      '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><svg><script>alert(2)</script></svg>',
    );
    expect(out).toBe('<p>ok</p><img src="x"><a>x</a>');
  });
});

describe('<Markdown> while KaTeX is on its way', () => {
  afterEach(() => loadMathEngine());

  it('shows a preview with the TeX as its tooltip at once, then the typeset formula without a new render call', async () => {
    forgetMathEngine();
    const { container } = render(<Markdown source={'Area $\\pi r^2$, then:\n\n$$\\sum_i a_i$$'} />);
    const pending = container.querySelectorAll('.hoj-math-pending');
    expect(Array.from(pending, (formula) => [formula.textContent, formula.getAttribute('title')])).toEqual([
      ['πr2', '$\\pi r^2$'],
      ['∑iai', '$$\\sum_i a_i$$'],
    ]);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    expect(container.querySelector('.hoj-math-pending')).toBeNull();
    expect(container.textContent).toContain('Area');
  });
});

describe('<Markdown> with a long document', () => {
  const paragraphs = (last: string) =>
    Array.from({ length: 400 }, (_, i) =>
      i === 399 ? last : `Paragraph ${i}: ${'words of a long statement '.repeat(12)}`,
    ).join('\n\n');

  it('draws the first part at once and the rest in later tasks; a new source replaces all of it', async () => {
    const { container, rerender } = render(<Markdown source={paragraphs('The end.')} />);
    const drawnAtOnce = container.querySelectorAll('p').length;
    expect(drawnAtOnce).toBeGreaterThan(0);
    expect(drawnAtOnce).toBeLessThan(400);
    await waitFor(() => expect(container.querySelectorAll('p')).toHaveLength(400));
    expect(container.querySelectorAll('p')[399]?.textContent).toBe('The end.');

    // The first part is the same, so React leaves it; the parts drawn after it are replaced.
    rerender(<Markdown source={paragraphs('Another end.')} />);
    await waitFor(() => expect(container.querySelectorAll('p')[399]?.textContent).toBe('Another end.'));
    expect(container.querySelectorAll('p')).toHaveLength(400);
    expect(container.textContent).not.toContain('The end.');
  });

  it('typesets formulas too many to typeset at once in later tasks, leaving no preview', async () => {
    // One paragraph: it cannot be cut, and its formulas are too many to typeset with the page.
    const source = Array.from({ length: 150 }, (_, i) => `$x_{${i}}^2$`).join(' ');
    const { container } = render(<Markdown source={source} />);
    expect(container.querySelectorAll('.hoj-math-pending')).toHaveLength(150);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(150));
    expect(container.querySelector('.hoj-math-pending')).toBeNull();
  });
});

describe('<Markdown> before the code a document needs has arrived', () => {
  const long = Array.from({ length: 400 }, (_, i) => `Paragraph ${i}: ${'words '.repeat(60)}`).join('\n\n');

  afterEach(async () => {
    // Unmounted first: what arrives next is for the tests after this one.
    cleanup();
    jest.restoreAllMocks();
    await previews.load();
    await partsRenderer.load();
    await loadMathEngine();
  });

  it('never asks for the parts renderer for a short document, with or without maths', () => {
    partsRenderer.forget();
    const load = jest.spyOn(partsRenderer, 'load');
    const { container } = render(<Markdown source={'# Short\n\nA comment with $x^2$ in it.'} />);
    expect(container.querySelector('h1')?.textContent).toBe('Short');
    expect(container.firstElementChild?.hasAttribute('aria-busy')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('holds a long document busy and empty until the parts renderer is here, then draws all of it', async () => {
    partsRenderer.forget();
    const load = jest.spyOn(partsRenderer, 'load');
    const { container } = render(<Markdown source={long} />);
    const box = container.firstElementChild;
    expect(box?.getAttribute('aria-busy')).toBe('true');
    expect(box?.childNodes).toHaveLength(0);
    await waitFor(() => expect(container.querySelectorAll('p')).toHaveLength(400));
    expect(box?.hasAttribute('aria-busy')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a long document in one go when the parts renderer cannot be fetched', async () => {
    partsRenderer.forget();
    jest.spyOn(partsRenderer, 'load').mockRejectedValueOnce(new Error('offline'));
    const { container } = render(<Markdown source={long} />);
    await waitFor(() => expect(container.querySelectorAll('p')).toHaveLength(400));
    expect(container.firstElementChild?.hasAttribute('aria-busy')).toBe(false);
    expect(partsRenderer.loaded()).toBeNull();
  });

  it('keeps a document with formulas hidden until the previews are here; one without never asks', async () => {
    forgetMathEngine();
    forgetPreview();
    const load = jest.spyOn(previews, 'load');
    const { container: plain } = render(<Markdown source={'No maths here, but **bold**.'} />);
    expect(plain.querySelector('strong')?.textContent).toBe('bold');
    expect(plain.firstElementChild?.hasAttribute('aria-busy')).toBe(false);
    expect(load).not.toHaveBeenCalled();

    const { container } = render(<Markdown source={'Area $\\pi r^2$.'} />);
    const box = container.firstElementChild;
    // Drawn in its place, its formula as written, but not shown.
    expect(box?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.hoj-math-pending')?.textContent).toBe('$\\pi r^2$');
    await waitFor(() => expect(container.querySelector('.hoj-math-pending')?.textContent).toBe('πr2'));
    expect(box?.hasAttribute('aria-busy')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the formulas as written when the previews cannot be fetched', async () => {
    forgetMathEngine();
    forgetPreview();
    jest.spyOn(previews, 'load').mockRejectedValueOnce(new Error('offline'));
    const { container } = render(<Markdown source={'Area $\\pi r^2$.'} />);
    await waitFor(() => expect(container.firstElementChild?.hasAttribute('aria-busy')).toBe(false));
    expect(container.querySelector('.hoj-math-pending')?.textContent).toBe('$\\pi r^2$');
  });

  it('needs no previews for a few formulas once KaTeX is here: they are typeset as they are drawn', () => {
    forgetPreview();
    const load = jest.spyOn(previews, 'load');
    const { container } = render(<Markdown source={'Area $\\pi r^2$.'} />);
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
    expect(container.firstElementChild?.hasAttribute('aria-busy')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
