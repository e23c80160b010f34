import { fireEvent, render, screen } from '@testing-library/react';
import { setupUser } from '../test/user';
import { SLIDER_MAX, randomTarget } from './slideVerify';
import { useSlideVerify } from './useSlideVerify';
import '../test/pointerEvent';

// random() = 0.5 puts the gap at 60 + floor(0.5 * 177) = 148.
const HALF = () => 0.5;
const TARGET = randomTarget(HALF);

/** The least a skin draws: the track, the handle and what the hook says. */
function Puzzle({ onVerified, random }: { onVerified: () => void; random: () => number }) {
  const { value, outcome, where, target, trackRef, handleProps } = useSlideVerify({ onVerified, random });
  return (
    <div ref={trackRef}>
      <div {...handleProps} aria-label="piece" aria-valuetext={`${value} ${where}`} />
      <output aria-label="outcome">{outcome}</output>
      <output aria-label="gap">{target}</output>
    </div>
  );
}

function renderPuzzle(random: () => number = HALF) {
  const onVerified = jest.fn();
  render(<Puzzle onVerified={onVerified} random={random} />);
  const slider = screen.getByRole('slider', { name: 'piece' });
  const outcome = () => screen.getByRole('status', { name: 'outcome' }).textContent;
  return { onVerified, slider, outcome, user: setupUser() };
}

describe('useSlideVerify', () => {
  it('gives the handle slider semantics and moves it by keys within the track', async () => {
    const { slider, user, outcome, onVerified } = renderPuzzle();
    expect(slider).toHaveAttribute('tabindex', '0');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', String(SLIDER_MAX));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).not.toHaveAttribute('aria-disabled');

    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowUp}{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '12');
    await user.keyboard('{ArrowLeft}{ArrowDown}{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_MAX));
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    // Keys that do not move the piece leave it (and the outcome) alone.
    await user.keyboard('a');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(outcome()).toBe('idle');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('says how close the piece is without changing the gap', async () => {
    const { slider, user } = renderPuzzle();
    slider.focus();
    await user.keyboard(`{ArrowRight>${TARGET - 16}/}`);
    expect(slider).toHaveAttribute('aria-valuetext', `${TARGET - 16} far`);
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuetext', `${TARGET - 15} near`);
    await user.keyboard('{ArrowRight>12/}');
    expect(slider).toHaveAttribute('aria-valuetext', `${TARGET - 3} on`);
    expect(screen.getByRole('status', { name: 'gap' })).toHaveTextContent(String(TARGET));
  });

  it('passes once on the gap (Space) and then ignores keys and pointers', async () => {
    const { slider, user, outcome, onVerified } = renderPuzzle();
    slider.focus();
    await user.keyboard(`{ArrowRight>${TARGET}/} `);
    expect(outcome()).toBe('passed');
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(slider).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Home}{Enter}');
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 0 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 50 });
    expect(slider).toHaveAttribute('aria-valuenow', String(TARGET));
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('fails off the gap (Enter), draws a new gap and puts the piece back', async () => {
    const gaps = [0.5, 0];
    const { slider, user, outcome, onVerified } = renderPuzzle(() => gaps.shift() ?? 0);
    slider.focus();
    await user.keyboard(`{ArrowRight>${TARGET + 4}/}{Enter}`);
    expect(outcome()).toBe('failed');
    expect(onVerified).not.toHaveBeenCalled();
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('status', { name: 'gap' })).toHaveTextContent(String(randomTarget(() => 0)));
  });

  it('follows the pointer that started the drag and checks where it is released', () => {
    const { slider, outcome, onVerified } = renderPuzzle();
    // A right or middle button does not start a drag.
    fireEvent.pointerDown(slider, { pointerId: 1, button: 2, clientX: 10 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 60 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');

    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 10 });
    expect(slider).toHaveFocus();
    // jsdom has no layout: the track measures 0 wide, so the logical 280 px width applies.
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 110 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    // Another finger does not move or release the piece.
    fireEvent.pointerMove(slider, { pointerId: 2, clientX: 200 });
    fireEvent.pointerUp(slider, { pointerId: 2, clientX: 200 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(outcome()).toBe('idle');

    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 10 + TARGET - 2 });
    expect(slider).toHaveAttribute('aria-valuenow', String(TARGET - 2));
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('scales pointer pixels by the track width and forgets a cancelled drag', () => {
    const { slider, outcome } = renderPuzzle();
    const track = slider.parentElement as HTMLElement;
    jest.spyOn(track, 'getBoundingClientRect').mockReturnValue({ width: 140 } as DOMRect);
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 0 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 25 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerCancel(slider, { pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 60 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(outcome()).toBe('idle');
  });
});
