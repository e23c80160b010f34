import { isLayoutlessChartWarning } from './jsdomGaps';

describe('what the test setup fills in for jsdom', () => {
  it('gives charts a 2D canvas that measures text by its length and font size', () => {
    const context = document.createElement('canvas').getContext('2d');
    expect(context).not.toBeNull();
    if (!context) return;
    context.font = '10px sans-serif';
    expect(context.measureText('abcd').width).toBe(24);
    context.font = 'bold 20px serif';
    expect(context.measureText('abcd').width).toBe(48);
    // Drawing calls exist and draw nothing.
    expect(() => context.fillRect(0, 0, 1, 1)).not.toThrow();
    expect(document.createElement('canvas').getContext('webgl')).toBeNull();
  });

  it('drops only the layoutless-chart warning and passes every other warning on', () => {
    expect(
      isLayoutlessChartWarning(["[ECharts] Can't get DOM width or height. Please check dom.clientWidth"]),
    ).toBe(true);
    expect(isLayoutlessChartWarning(['[ECharts] Unknown series wordCloud'])).toBe(false);
    expect(isLayoutlessChartWarning([new Error("[ECharts] Can't get DOM width or height.")])).toBe(false);
    expect(isLayoutlessChartWarning([])).toBe(false);
  });

  it('lets pages scroll without jsdom complaining', () => {
    expect(() => window.scrollTo(0, 100)).not.toThrow();
  });
});
