/**
 * What jsdom lacks and the apps' libraries call: filled once here so a test log shows real warnings only (jsdom
 * prints a stack trace for every "Not implemented" call, tens of thousands of lines per run before this).
 * Charts (echarts/zrender) measure label widths on a 2D canvas; a rough width per character is enough for a
 * layout nobody sees. Pages scroll to the top on navigation; jsdom has no layout to scroll. Without layout every
 * element is 0 × 0, which echarts reports on each chart it draws: that one warning is dropped, every other
 * warning still prints.
 */
const CHAR_WIDTH_EM = 0.6;

function fontSize(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  return match ? Number(match[1]) : 12;
}

/** A 2D context that measures text by its length and draws nothing. */
function textOnlyContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = { canvas, font: '12px sans-serif' };
  const target = {
    measureText(text: string) {
      const size = fontSize(String(state.font));
      return {
        width: text.length * size * CHAR_WIDTH_EM,
        actualBoundingBoxAscent: size,
        actualBoundingBoxDescent: 0,
      };
    },
  };
  return new Proxy(target, {
    get: (object, key) =>
      key in object ? object[key as keyof typeof object] : key in state ? state[key] : () => undefined,
    set: (_object, key, value) => {
      state[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

const LAYOUTLESS_CHART = "[ECharts] Can't get DOM width or height.";

/** True for echarts' warning that its element has no size, which every chart gives in jsdom. */
export function isLayoutlessChartWarning(args: readonly unknown[]): boolean {
  return typeof args[0] === 'string' && args[0].startsWith(LAYOUTLESS_CHART);
}

export function fillJsdomGaps(): void {
  if (typeof window === 'undefined') return;
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (isLayoutlessChartWarning(args)) return;
    warn(...args);
  };
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value(this: HTMLCanvasElement, kind: string) {
      return kind === '2d' ? textOnlyContext(this) : null;
    },
  });
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
}
