import { typesetInPlace } from './typesetInPlace';

const pending = (tex: string) => `<span class="hoj-math hoj-math-pending">${tex}</span>`;
const typeset = (tex: string) => `<span class="hoj-math"><span class="katex">${tex}</span></span>`;

describe('typesetInPlace', () => {
  it('swaps each stand-in for its typeset formula and keeps every other node', () => {
    const container = document.createElement('div');
    container.innerHTML = `<p>Area ${pending('$x$')} and ${pending('$y$')}.</p><p>Next</p>`;
    const paragraphs = Array.from(container.querySelectorAll('p'));
    typesetInPlace(container, `<p>Area ${typeset('x')} and ${typeset('y')}.</p><p>Next</p>`);
    expect(container.querySelectorAll('.hoj-math-pending')).toHaveLength(0);
    expect(Array.from(container.querySelectorAll('.katex'), (k) => k.textContent)).toEqual(['x', 'y']);
    // The same paragraph elements: nothing but the formulas was put on the screen again.
    expect(Array.from(container.querySelectorAll('p'))).toEqual(paragraphs);
    expect(container.textContent).toBe('Area x and y.Next');
  });

  it('replaces the whole content when the formulas do not pair up', () => {
    const container = document.createElement('div');
    container.innerHTML = `<p>${pending('$x$')}</p>`;
    typesetInPlace(container, `<p>${typeset('x')} ${typeset('y')}</p>`);
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
  });
});
