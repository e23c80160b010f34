import { pageScript } from './pageScript';

/** What the browser does with the text: evaluates it as an expression in a scope without `__name`. */
const evaluate = (script: string): unknown => new Function(`return ${script};`)();

describe('pageScript', () => {
  it('calls the function with its arguments, which travel as JSON', () => {
    const script = pageScript(
      (rows: number, label: string, options: { wide: boolean }) => `${label}:${rows * 2}:${options.wide}`,
      21,
      'rows',
      { wide: true },
    );
    expect(evaluate(script)).toBe('rows:42:true');
  });

  it('gives the page the `__name` helper that keepNames compiles named inner functions into', () => {
    // The shape tsx gives `() => { const twice = (n) => n * 2; return twice(a); }`.
    const compiled = new Function('a', 'const twice = __name((n) => n * 2, "twice"); return twice(a);') as (
      a: number,
    ) => number;
    expect(() => evaluate(`(${compiled.toString()})(4)`)).toThrow(/__name/);
    expect(evaluate(pageScript(compiled, 4))).toBe(8);
  });
});
