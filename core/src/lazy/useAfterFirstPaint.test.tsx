import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first render'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true after the next frame has been painted', async () => {
    jest.useFakeTimers();
    try {
      render(<Probe />);
      expect(screen.getByText('first render')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(screen.getByText('painted')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
