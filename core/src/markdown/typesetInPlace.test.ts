import { MarkdownDocument } from './markdownDocument';
import { katexTypeset } from './katexTypesetter';
import type { NextTask } from './slices';
import { typesetInView } from './typesetInPlace';

/** Tasks queued by the code under test, run by the test one at a time. */
function taskQueue() {
  const queue: (() => void)[] = [];
  const next: NextTask = (resume) => {
    queue.push(resume);
    return () => queue.splice(queue.indexOf(resume), 1);
  };
  return {
    next,
    queue,
    runAll: () => {
      while (queue.length > 0) queue.shift()?.();
    },
  };
}

/** A container showing the document's first part, previews and all (as `<Markdown>` before KaTeX). */
function drawn(source: string): { container: HTMLDivElement; doc: MarkdownDocument } {
  const doc = new MarkdownDocument(source, false, { locale: 'en-US' });
  const container = document.createElement('div');
  container.innerHTML = doc.part(0, null);
  document.body.append(container);
  return { container, doc };
}

describe('typesetInView', () => {
  afterEach(() => {
    document.body.textContent = '';
  });

  it('swaps each preview for its typeset formula in later tasks and keeps every other node', () => {
    const { container, doc } = drawn('Area $x$ and $y$.\n\nNext');
    const paragraphs = Array.from(container.querySelectorAll('p'));
    expect(container.querySelectorAll('.hoj-math-pending')).toHaveLength(2);
    const tasks = taskQueue();
    typesetInView(container, doc, katexTypeset, { next: tasks.next });
    expect(container.querySelectorAll('.katex')).toHaveLength(0);
    tasks.runAll();
    expect(container.querySelectorAll('.hoj-math-pending')).toHaveLength(0);
    expect(Array.from(container.querySelectorAll('annotation'), (a) => a.textContent)).toEqual(['x', 'y']);
    // The same paragraph elements: nothing but the formulas was put on the screen again.
    expect(Array.from(container.querySelectorAll('p'))).toEqual(paragraphs);
  });

  it('typesets a few formulas per step and as many steps per task as the budget allows', () => {
    const formulas = Array.from({ length: 30 }, (_, i) => `$x_{${i}}$`).join(' ');
    const { container, doc } = drawn(formulas);
    const tasks = taskQueue();
    let clock = 0;
    const asked: number[] = [];
    const counting = {
      typesetFormulas: (indices: readonly number[], typeset: typeof katexTypeset) => {
        asked.push(indices.length);
        clock += 10;
        return doc.typesetFormulas(indices, typeset);
      },
    };
    typesetInView(container, counting, katexTypeset, { next: tasks.next, now: () => clock, budgetMs: 25 });
    let taskCount = 0;
    while (tasks.queue.length > 0) {
      tasks.queue.shift()?.();
      taskCount += 1;
    }
    expect(asked).toEqual([8, 8, 8, 6]);
    // Two batches of 10 ms fit the 25 ms budget, the third starts a new task.
    expect(taskCount).toBe(2);
    expect(container.querySelectorAll('.katex')).toHaveLength(30);
  });

  it('typesets only what comes into view, a block at a time, where IntersectionObserver is there', () => {
    const observed: Element[] = [];
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    class FakeObserver {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve(element: Element) {
        observed.splice(observed.indexOf(element), 1);
      }
      disconnect() {
        observed.length = 0;
      }
    }
    const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    try {
      const { container, doc } = drawn('First $a$\n\nPlain\n\nSecond $b$ and $c$');
      const tasks = taskQueue();
      const typesetting = typesetInView(container, doc, katexTypeset, { next: tasks.next });
      expect(observed.map((block) => block.textContent?.slice(0, 5))).toEqual(['First', 'Secon']);
      report([{ target: observed[1]!, isIntersecting: true }]);
      tasks.runAll();
      expect(Array.from(container.querySelectorAll('annotation'), (a) => a.textContent)).toEqual(['b', 'c']);
      expect(container.querySelectorAll('.hoj-math-pending')).toHaveLength(1);
      // A part drawn later is watched the same way; stopping leaves the rest as previews.
      const later = document.createElement('p');
      later.innerHTML = 'Later <span data-hoj-formula="2">c</span>';
      container.append(later);
      typesetting.watch([later]);
      expect(observed.at(-1)).toBe(later);
      typesetting.stop();
      expect(observed).toEqual([]);
    } finally {
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });

  it('applies \\gdef definitions before a later formula, whatever order the formulas are typeset in', () => {
    const { doc } = drawn('Define $\\gdef\\area{\\pi r^2}$ here.\n\nUse $\\area$ there.');
    const [use] = doc.typesetFormulas([1], katexTypeset);
    expect(use).toContain('π');
    expect(use).not.toContain('katex-error');
  });
});
