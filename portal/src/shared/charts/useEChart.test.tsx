import { render } from '@testing-library/react';
import { init, type EChartsCoreOption } from 'echarts/core';
import { useEChart } from './useEChart';

jest.mock('echarts/core', () => ({ init: jest.fn() }));

const chart = () => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() });

function Chart({ option, onError }: { option: EChartsCoreOption; onError: () => void }) {
  const ref = useEChart(option, onError);
  return <div ref={ref} role="img" aria-label="chart" />;
}

describe('useEChart', () => {
  beforeEach(() => jest.mocked(init).mockReset());

  it('draws the option, draws again for a new option and disposes of each chart', () => {
    const first = chart();
    const second = chart();
    jest
      .mocked(init)
      .mockReturnValueOnce(first as never)
      .mockReturnValueOnce(second as never);
    const onError = jest.fn();
    const a = { series: [] };
    const view = render(<Chart option={a} onError={onError} />);
    expect(first.setOption).toHaveBeenCalledWith(a);
    view.rerender(<Chart option={a} onError={jest.fn()} />);
    expect(init).toHaveBeenCalledTimes(1);
    const b = { series: [{ type: 'bar' }] };
    view.rerender(<Chart option={b} onError={onError} />);
    expect(first.dispose).toHaveBeenCalled();
    expect(second.setOption).toHaveBeenCalledWith(b);
    view.unmount();
    expect(second.dispose).toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a chart it cannot draw, and leaves nothing behind', () => {
    const broken = chart();
    broken.setOption.mockImplementation(() => {
      throw new Error('unknown series type');
    });
    jest.mocked(init).mockReturnValueOnce(broken as never);
    const onError = jest.fn();
    render(<Chart option={{}} onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(broken.dispose).toHaveBeenCalled();
  });
});
