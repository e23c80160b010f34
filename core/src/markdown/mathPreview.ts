import { escapeHtml } from './escapeHtml';

/**
 * A formula drawn without KaTeX, while KaTeX is still on its way (or for good, offline): the usual symbols as
 * Unicode, variables in italics, scripts raised, fractions stacked, in KaTeX's size and spacing. The text is
 * readable at once, and typesetting it later moves the lines around it as little as possible (a statement is
 * drawn before KaTeX arrives; what moves then counts as layout shift). Anything it does not know shows as
 * written. Returns HTML made only of spans with the `hoj-math-…` classes below and escaped text.
 */
export function mathPreview(tex: string, display: boolean): string {
  return new Reader(tokenize(tex)).formula(display);
}

type Token =
  | { kind: 'command'; name: string }
  | { kind: 'char'; char: string }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'blank' }
  | { kind: 'script'; up: boolean };

function tokenize(tex: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < tex.length; i += 1) {
    const char = tex[i]!;
    if (char === '\\') {
      const word = /^[a-zA-Z]+/.exec(tex.slice(i + 1));
      const name = word ? word[0] : (tex[i + 1] ?? '');
      tokens.push({ kind: 'command', name });
      i += name.length;
    } else if (char === '{') tokens.push({ kind: 'open' });
    else if (char === '}') tokens.push({ kind: 'close' });
    else if (char === '^' || char === '_') tokens.push({ kind: 'script', up: char === '^' });
    else if (char === '%') {
      // A TeX comment runs to the end of its line.
      const end = tex.indexOf('\n', i);
      i = end < 0 ? tex.length : end;
    } else if (/\s/.test(char)) {
      // Spaces count in text (`\text{a b}`) only; runs of them are one.
      if (tokens.at(-1)?.kind !== 'blank') tokens.push({ kind: 'blank' });
    } else tokens.push({ kind: 'char', char });
  }
  return tokens;
}

// prettier-ignore
const GREEK: Record<string, string> = {
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ϵ', varepsilon: 'ε', zeta: 'ζ', eta: 'η',
  theta: 'θ', vartheta: 'ϑ', iota: 'ι', kappa: 'κ', lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', pi: 'π',
  varpi: 'ϖ', rho: 'ρ', sigma: 'σ', varsigma: 'ς', tau: 'τ', upsilon: 'υ', phi: 'ϕ', varphi: 'φ', chi: 'χ',
  psi: 'ψ', omega: 'ω', Gamma: 'Γ', Delta: 'Δ', Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ',
  Upsilon: 'Υ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
};

/** Relations: KaTeX puts a thick space on each side, where a line may break, as after a space. */
// prettier-ignore
const RELATIONS: Record<string, string> = {
  le: '≤', leq: '≤', ge: '≥', geq: '≥', ne: '≠', neq: '≠', approx: '≈', equiv: '≡', sim: '∼', simeq: '≃',
  in: '∈', notin: '∉', ni: '∋', subset: '⊂', subseteq: '⊆', supset: '⊃', supseteq: '⊇', to: '→',
  rightarrow: '→', leftarrow: '←', gets: '←', Rightarrow: '⇒', Leftarrow: '⇐', leftrightarrow: '↔',
  Leftrightarrow: '⇔', iff: '⟺', implies: '⟹', mapsto: '↦', mid: '∣', parallel: '∥', perp: '⊥', ll: '≪',
  gg: '≫', prec: '≺', succ: '≻', propto: '∝', leqslant: '⩽', geqslant: '⩾',
};

// prettier-ignore
const BINARY: Record<string, string> = {
  times: '×', cdot: '⋅', pm: '±', mp: '∓', div: '÷', cup: '∪', cap: '∩', setminus: '∖', oplus: '⊕',
  otimes: '⊗', land: '∧', wedge: '∧', lor: '∨', vee: '∨', circ: '∘', bmod: 'mod', ast: '∗', star: '⋆',
};

// prettier-ignore
const SYMBOLS: Record<string, string> = {
  infty: '∞', forall: '∀', exists: '∃', neg: '¬', lnot: '¬', emptyset: '∅', varnothing: '∅', partial: '∂',
  nabla: '∇', ldots: '…', dots: '…', cdots: '⋯', vdots: '⋮', ddots: '⋱', int: '∫', oint: '∮',
  lfloor: '⌊', rfloor: '⌋', lceil: '⌈', rceil: '⌉', langle: '⟨', rangle: '⟩', lvert: '|', rvert: '|',
  vert: '|', Vert: '‖', '|': '‖', prime: '′', angle: '∠', triangle: '△', ell: 'ℓ', hbar: 'ℏ', aleph: 'ℵ',
  '{': '{', '}': '}', '%': '%', $: '$', '&': '&', '#': '#', _: '_', backslash: '\\', lbrace: '{', rbrace: '}',
};

/** Large operators: in display maths their limits go above and below them. */
// prettier-ignore
const BIG_OPERATORS: Record<string, string> = {
  sum: '∑', prod: '∏', coprod: '∐', bigcup: '⋃', bigcap: '⋂', bigoplus: '⨁', bigotimes: '⨂', bigvee: '⋁',
  bigwedge: '⋀',
};
/** Function names whose limits also go above and below in display maths. */
const LIMIT_FUNCTIONS = new Set(['max', 'min', 'lim', 'sup', 'inf', 'limsup', 'liminf', 'det', 'gcd', 'Pr']);

// prettier-ignore
const FUNCTIONS = new Set([
  'max', 'min', 'log', 'ln', 'lg', 'exp', 'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'arcsin', 'arccos',
  'arctan', 'sinh', 'cosh', 'tanh', 'gcd', 'lcm', 'deg', 'det', 'dim', 'ker', 'lim', 'liminf', 'limsup',
  'sup', 'inf', 'arg', 'Pr', 'mod', 'hom',
]);

/** Commands whose argument is shown as upright text. */
const TEXT_COMMANDS = new Set(['text', 'textrm', 'textnormal', 'mathrm', 'operatorname', 'mbox', 'textsf']);
/** Commands shown as their argument, their own styling dropped. */
// prettier-ignore
const STYLE_COMMANDS = new Set([
  'mathbf', 'textbf', 'boldsymbol', 'bm', 'mathit', 'textit', 'mathsf', 'mathtt', 'texttt', 'mathcal',
  'mathscr', 'mathfrak', 'displaystyle', 'textstyle', 'scriptstyle', 'emph', 'underline', 'underbrace',
  'overbrace',
]);
const DOUBLE_STRUCK: Record<string, string> = { N: 'ℕ', Z: 'ℤ', Q: 'ℚ', R: 'ℝ', C: 'ℂ', P: 'ℙ' };
// prettier-ignore
const ACCENTS: Record<string, string> = {
  hat: '\u0302', widehat: '\u0302', tilde: '\u0303', widetilde: '\u0303', dot: '\u0307', ddot: '\u0308',
  vec: '\u20d7',
};
/** Sizing and delimiter commands: the delimiter after them is drawn as it is. */
// prettier-ignore
const IGNORED = new Set([
  'left', 'right', 'middle', 'big', 'Big', 'bigg', 'Bigg', 'bigl', 'bigr', 'Bigl', 'Bigr', 'biggl', 'biggr',
  'limits', 'nolimits', '!', 'nonumber', 'notag',
]);

const span = (className: string, inner: string): string => `<span class="${className}">${inner}</span>`;
/** Spaced like a space; the line may break after it but not before, as KaTeX breaks after relations and operators. */
const operator = (symbol: string): string => `\u00a0${escapeHtml(symbol)} `;
/** Whether what is drawn so far ends where a `+` or `−` would be a sign, not an operator. */
const expectsOperand = (html: string): boolean => html === '' || / $|[([{,]$/.test(html);

/** Named spaces as classes (math.css sizes them), so the preview needs no inline style. */
// prettier-ignore
const SPACES: Record<string, string> = {
  ',': 'thin', thinspace: 'thin', ':': 'medium', '>': 'medium', medspace: 'medium', ';': 'thick',
  thickspace: 'thick', ' ': 'thick', enspace: 'en', quad: 'quad', qquad: 'qquad',
};

const space = (size: string): string => `<span class="hoj-math-space hoj-math-space--${size}"></span>`;

class Reader {
  private index = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  /** The next token that is not a space, skipping the spaces (they mean nothing in maths). */
  private peekSolid(): Token | undefined {
    while (this.peek()?.kind === 'blank') this.index += 1;
    return this.peek();
  }

  /** The whole formula. A closing brace nobody opened is skipped. */
  formula(display: boolean): string {
    let html = '';
    while (this.peek()) {
      html += this.group(display);
      this.index += 1;
    }
    return html.replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, '');
  }

  /** Everything up to the next closing brace (left for the caller) or the end. */
  private group(display: boolean): string {
    let html = '';
    for (let token = this.peek(); token && token.kind !== 'close'; token = this.peek()) {
      if (token.kind === 'script') {
        this.index += 1;
        html += span(token.up ? 'hoj-math-sup' : 'hoj-math-sub', this.argument(display).trim());
      } else if (display && token.kind === 'command' && this.hasLimits(token.name)) {
        this.index += 1;
        html += this.withLimits(token.name);
      } else {
        html += this.atom(display, html);
      }
    }
    return html;
  }

  private hasLimits(name: string): boolean {
    return name in BIG_OPERATORS || LIMIT_FUNCTIONS.has(name);
  }

  /** A large operator or a function name with its limits stacked above and below it, as display maths sets it. */
  private withLimits(name: string): string {
    const operator =
      name in BIG_OPERATORS ? span('hoj-math-bigop', BIG_OPERATORS[name]!) : span('hoj-math-text', name);
    const limits = { up: '', down: '' };
    for (let next = this.peekSolid(); next?.kind === 'script'; next = this.peekSolid()) {
      this.index += 1;
      limits[next.up ? 'up' : 'down'] = this.argument(true).trim();
    }
    if (!limits.up && !limits.down) return operator;
    const limit = (html: string) => span('hoj-math-limit', html);
    return span('hoj-math-limits', limit(limits.up) + operator + limit(limits.down));
  }

  /** One argument: a braced group or a single token. */
  private argument(display: boolean): string {
    const token = this.peekSolid();
    if (!token || token.kind === 'close' || token.kind === 'script') return '';
    return this.atom(display, '');
  }

  /** The characters of a braced argument, for text commands. */
  private textArgument(): string {
    const token = this.peekSolid();
    if (token?.kind !== 'open') return token ? this.atom(false, '') : '';
    this.index += 1;
    let depth = 1;
    let text = '';
    for (let next = this.peek(); next; next = this.peek()) {
      this.index += 1;
      if (next.kind === 'open') depth += 1;
      else if (next.kind === 'close') {
        depth -= 1;
        if (depth === 0) break;
      } else if (next.kind === 'char') text += next.char;
      else if (next.kind === 'blank') text += ' ';
      else if (next.kind === 'command') text += SYMBOLS[next.name] ?? (next.name in SPACES ? ' ' : '');
    }
    return escapeHtml(text);
  }

  private atom(display: boolean, before: string): string {
    const token = this.tokens[this.index]!;
    this.index += 1;
    if (token.kind === 'open') {
      const inner = this.group(display);
      this.index += 1;
      return inner;
    }
    if (token.kind === 'char') return this.char(token.char, before);
    if (token.kind === 'command') return this.command(token.name, display, before);
    return '';
  }

  private char(char: string, before: string): string {
    if (/[a-zA-Z]/.test(char)) return span('hoj-math-var', char);
    if (char === '-' || char === '+') {
      const symbol = char === '-' ? '−' : '+';
      return expectsOperand(before) ? symbol : operator(symbol);
    }
    if (char === '=' || char === '<' || char === '>') return operator(char);
    if (char === '*') return operator('∗');
    if (char === "'") return '′';
    if (char === '~') return '\u00a0';
    if (char === '&') return ' ';
    // KaTeX sets a thin space after a comma, and no break.
    if (char === ',') return `,${space('thin')}`;
    return escapeHtml(char);
  }

  private command(name: string, display: boolean, before: string): string {
    if (name in GREEK) return span(/^[a-z]/.test(name) ? 'hoj-math-var' : 'hoj-math-text', GREEK[name]!);
    if (name in RELATIONS) return operator(RELATIONS[name]!);
    if (name in BINARY) return operator(BINARY[name]!);
    if (name in SYMBOLS) return escapeHtml(SYMBOLS[name]!);
    if (name in BIG_OPERATORS) return escapeHtml(BIG_OPERATORS[name]!);
    if (name in SPACES) return space(SPACES[name]!);
    if (FUNCTIONS.has(name)) {
      const next = this.peekSolid();
      const spaced = next?.kind === 'command' || (next?.kind === 'char' && /[a-zA-Z0-9]/.test(next.char));
      // A thin space parts a function name from what comes before it, as in KaTeX.
      const lead = expectsOperand(before) ? '' : space('thin');
      return lead + span('hoj-math-text', name) + (spaced ? ' ' : '');
    }
    if (name === '\\') return display ? '<br>' : ' ';
    if (TEXT_COMMANDS.has(name)) return span('hoj-math-text', this.textArgument());
    if (STYLE_COMMANDS.has(name)) return this.argument(display);
    if (name === 'mathbb') {
      const letters = this.textArgument();
      return DOUBLE_STRUCK[letters] ?? letters;
    }
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'binom') {
      const top = this.argument(display).trim();
      const bottom = this.argument(display).trim();
      if (name === 'binom')
        return `(${span('hoj-math-frac hoj-math-binom', span('hoj-math-num', top) + span('hoj-math-den', bottom))})`;
      return span('hoj-math-frac', span('hoj-math-num', top) + span('hoj-math-den', bottom));
    }
    if (name === 'sqrt') return `√${span('hoj-math-over', this.argument(display).trim())}`;
    if (name === 'overline' || name === 'bar') return span('hoj-math-over', this.argument(display).trim());
    if (name in ACCENTS) return this.argument(display) + ACCENTS[name]!;
    if (name === 'begin' || name === 'end') {
      this.textArgument();
      return '';
    }
    if (IGNORED.has(name)) {
      // `\left.` is an invisible delimiter.
      const next = this.peekSolid();
      if (next?.kind === 'char' && next.char === '.' && /^(left|right|middle)$/.test(name)) this.index += 1;
      return '';
    }
    return span('hoj-math-text', escapeHtml(name));
  }
}
